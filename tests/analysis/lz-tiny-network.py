#!/usr/bin/env python3
# lz-tiny-network.py: a tiny random Leela Zero network, for the tests.
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Leela Zero's v1 text weights format (src/Network.cpp, load_v1_network, as
# in 0.17): a line "1", then per convolution (the input one, two per
# residual block, the policy head's, the value head's) a line of weights,
# one of biases, one of batch-norm means and one of variances; between the
# policy head's convolution and the value head's, the policy's fully
# connected weights and biases; after the value head's convolution its two
# fully connected layers (weights, biases each). Leela Zero 0.17 takes 18
# input planes and 19x19 boards only. One residual block of 8 filters is
# 27 lines. The numbers come from a fixed seed, so the same file (and the
# same engine behaviour at a fixed visit count) comes out every time.
#
# Usage: lz-tiny-network.py OUT [--filters N] [--blocks N] [--seed S]

import argparse
import random

INPUT_PLANES = 18
POINTS = 19 * 19
POLICY_OUTPUTS = 2
VALUE_LAYER = 256

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--filters", type=int, default=8)
parser.add_argument("--blocks", type=int, default=1)
parser.add_argument("--seed", type=int, default=26)
args = parser.parse_args()

rng = random.Random(args.seed)


def numbers(count, low=-0.2, high=0.2):
    return " ".join("%.4f" % rng.uniform(low, high) for _ in range(count)) + "\n"


def convolution(out, inputs, outputs, size):
    out.write(numbers(outputs * inputs * size * size))   # weights
    out.write(numbers(outputs, 0.0, 0.0))                # biases (unused by the model)
    out.write(numbers(outputs, -0.1, 0.1))               # batch-norm means
    out.write(numbers(outputs, 0.5, 1.5))                # batch-norm variances


with open(args.out, "w") as out:
    out.write("1\n")
    convolution(out, INPUT_PLANES, args.filters, 3)
    for _ in range(args.blocks):
        convolution(out, args.filters, args.filters, 3)
        convolution(out, args.filters, args.filters, 3)
    convolution(out, args.filters, POLICY_OUTPUTS, 1)
    out.write(numbers(POLICY_OUTPUTS * POINTS * (POINTS + 1)))
    out.write(numbers(POINTS + 1))
    convolution(out, args.filters, 1, 1)
    out.write(numbers(POINTS * VALUE_LAYER))
    out.write(numbers(VALUE_LAYER))
    out.write(numbers(VALUE_LAYER))
    out.write(numbers(1))
