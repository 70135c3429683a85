#!/usr/bin/python3
# train.py: train the estimate net on the training games' positions
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The net (the C forward pass in src/core/score/ implements exactly this):
#   conv0 3x3, 12 -> C channels, padding 1, bias, ReLU;
#   B blocks h = h + ReLU(conv3x3(h) + bias), C -> C, padding 1;
#   after the blocks of --pool, a global pooling: each channel's mean and
#   maximum over the board, a linear layer 2C -> C, ReLU, added to every
#   point of the channel (how the whole board stands);
#   head 1x1 conv C -> 1 + bias, tanh: the ownership from the side to
#   move's view, -1..1.
# The loss makes tanh(z) a calibrated ownership: binary cross-entropy of
# sigmoid(2z) = (1 + tanh z) / 2 against (1 + final owner) / 2 on every
# point of the board with a final owner (neutral points are left out), so
# that tanh(z) estimates P(own) - P(opponent's). Each batch is seen under
# one of the 8 symmetries of the board, drawn at random.
#
# Usage: train.py --work DIR --channels C --blocks B [--epochs N]
#          [--pool B1,B2] [--roles R1,R2] [--out model.pt] [--seed S]
#   reads DIR/games.json and DIR/features-*.bin / .log; prints the
#   validation loss after each epoch; saves the weights to --out.

import argparse
import os
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import netdata  # noqa: E402


class Net(nn.Module):
    def __init__(self, channels, blocks, planes=netdata.PLANES, pooled=()):
        super().__init__()
        self.conv0 = nn.Conv2d(planes, channels, 3, padding=1)
        self.blocks = nn.ModuleList(nn.Conv2d(channels, channels, 3, padding=1)
                                    for _ in range(blocks))
        self.pooled = tuple(sorted(pooled))
        self.pools = nn.ModuleDict({str(b): nn.Linear(2 * channels, channels)
                                    for b in self.pooled})
        self.head = nn.Conv2d(channels, 1, 1)

    def logits(self, x):
        h = F.relu(self.conv0(x))
        for b, conv in enumerate(self.blocks):
            h = h + F.relu(conv(h))
            if b in self.pooled:
                summary = torch.cat([h.mean(dim=(2, 3)), h.amax(dim=(2, 3))], 1)
                h = h + F.relu(self.pools[str(b)](summary))[:, :, None, None]
        return self.head(h)[:, 0]

    def forward(self, x):
        return torch.tanh(self.logits(x))


def loss_of(net, x, y, stone_weight=1.0):
    """The mean cross-entropy over the points with a final owner, stones
    weighed by @stone_weight (the measure looks at the empty points only)."""
    z = net.logits(x)
    weight = (y != 0).float()
    if stone_weight != 1.0:
        empty = x[:, netdata.EMPTY_PLANE]
        weight = weight * (empty + stone_weight * (1.0 - empty))
    return F.binary_cross_entropy_with_logits(2.0 * z, (1.0 + y) / 2.0, weight=weight,
                                              reduction='sum') / weight.sum()


def evaluate_loss(net, x, y, batch=256):
    """The validation loss on the empty points with a final owner."""
    net.eval()
    total = n = 0.0
    with torch.no_grad():
        for i in range(0, len(x), batch):
            xb, yb = x[i:i + batch], y[i:i + batch]
            w = ((yb != 0).float() * xb[:, netdata.EMPTY_PLANE]).sum().item()
            total += loss_of(net, xb, yb, stone_weight=0.0).item() * w
            n += w
    net.train()
    return total / max(n, 1.0)


def train(work, channels, blocks, epochs, seed, lr=2e-3, batch=64, log=print,
          time_limit=None, stone_weight=1.0, roles=('training', 'extra'), pooled=()):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    tr = netdata.load(work, roles)
    va = netdata.load(work, ('validation',))
    xt, yt = torch.from_numpy(tr.x), torch.from_numpy(tr.y)
    xv, yv = torch.from_numpy(va.x), torch.from_numpy(va.y)
    log('training: %d positions of %d games; validation: %d positions of %d games' % (
        len(tr), len({g['sha'] for g in tr.games}), len(va), len({g['sha'] for g in va.games})))
    net = Net(channels, blocks, pooled=pooled)
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    steps = epochs * ((len(tr) + batch - 1) // batch)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=steps)
    start = time.process_time()
    wall = time.time()
    history = []
    for epoch in range(epochs):
        order = rng.permutation(len(tr))
        run = 0.0
        for i in range(0, len(order), batch):
            idx = torch.from_numpy(order[i:i + batch])
            k = int(rng.integers(8))
            xb = netdata.symmetry(xt[idx], k)
            yb = netdata.symmetry(yt[idx], k)
            loss = loss_of(net, xb, yb, stone_weight)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            run += loss.item() * len(idx)
        vloss = evaluate_loss(net, xv, yv)
        history.append(vloss)
        log('epoch %d: training loss %.4f, validation loss (empty points) %.4f (%.0f s CPU, %.0f s wall)' % (
            epoch + 1, run / len(tr), vloss, time.process_time() - start, time.time() - wall))
        if time_limit and time.time() - wall > time_limit:
            log('stopped: time limit')
            break
    return net, {'channels': channels, 'blocks': blocks, 'pooled': list(pooled),
                 'epochs': epochs, 'seed': seed,
                 'lr': lr, 'batch': batch, 'roles': list(roles), 'stone_weight': stone_weight, 'validation_loss': history,
                 'cpu_s': time.process_time() - start, 'wall_s': time.time() - wall,
                 'training_positions': len(tr), 'validation_positions': len(va)}


def main():
    ap = argparse.ArgumentParser(description='train the estimate net')
    ap.add_argument('--work', required=True)
    ap.add_argument('--channels', type=int, default=16)
    ap.add_argument('--blocks', type=int, default=4)
    ap.add_argument('--epochs', type=int, default=10)
    ap.add_argument('--lr', type=float, default=2e-3)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--stone-weight', type=float, default=1.0,
                    help='the weight of the points with a stone in the loss')
    ap.add_argument('--pool', default='',
                    help='the blocks (from 0) followed by a global pooling, e.g. 1')
    ap.add_argument('--roles', default='training,extra',
                    help='the games trained on: training, extra (playout.py\'s), validation')
    ap.add_argument('--out', required=True)
    args = ap.parse_args()
    torch.set_num_threads(2)
    net, info = train(args.work, args.channels, args.blocks, args.epochs, args.seed, lr=args.lr,
                      stone_weight=args.stone_weight, roles=tuple(args.roles.split(',')),
                      pooled=tuple(int(b) for b in args.pool.split(',') if b))
    torch.save({'state': net.state_dict(), 'info': info}, args.out)
    print('saved %s (%d weights)' % (args.out, sum(p.numel() for p in net.parameters())))
    return 0


if __name__ == '__main__':
    sys.exit(main())
