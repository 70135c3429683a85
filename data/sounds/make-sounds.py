#!/usr/bin/env python3
# make-sounds.py: synthesises Tengen's sounds (16-bit mono WAV, 44.1 kHz)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: data/sounds/make-sounds.py [OUTPUT-DIR]   (default: this folder)
#
# Only the Python standard library is used, and the noise comes from a
# fixed seed, so running the script again gives byte-identical files:
#
#   stone-click.wav      a stone placed on a kaya board: a short, warm
#                        wooden "tock" (about 80 ms)
#   clock-tick.wav       a soft tick for the referee's calls (byo-yomi
#                        seconds, "10 seconds", ...)
#   clock-countdown.wav  a distinct two-partial tone for each of the last
#                        ten seconds of a period

import math
import os
import random
import struct
import sys
import wave

RATE = 44100


def decay(t, tau):
    return math.exp(-t / tau)


def attack(t, rise):
    """A raised-cosine fade-in over @rise seconds (no click at the start)."""
    if t >= rise:
        return 1.0
    return 0.5 - 0.5 * math.cos(math.pi * t / rise)


def release(t, length, fall):
    """A raised-cosine fade-out over the last @fall seconds."""
    left = length - t
    if left >= fall:
        return 1.0
    if left <= 0:
        return 0.0
    return 0.5 - 0.5 * math.cos(math.pi * left / fall)


def one_pole_lowpass(samples, cutoff):
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y = (1.0 - a) * x + a * y
        out.append(y)
    return out


def normalise(samples, peak):
    m = max(abs(s) for s in samples) or 1.0
    return [s * peak / m for s in samples]


def stone_click():
    """Modal synthesis of a slate stone striking a wooden board.

    The board body gives a low, warm resonance; the stone and the board's
    surface give a few inharmonic partials that die away within tens of
    milliseconds; a filtered noise burst supplies the contact itself.
    """
    length = 0.080
    n = int(RATE * length)
    rng = random.Random(19)
    noise = one_pole_lowpass([rng.uniform(-1.0, 1.0) for _ in range(n)], 3500.0)
    # (frequency Hz, amplitude, decay time constant s)
    modes = [
        (210.0, 0.55, 0.022),   # the board's body: the warmth
        (540.0, 0.80, 0.014),
        (1130.0, 0.60, 0.009),
        (1870.0, 0.35, 0.006),
        (2930.0, 0.20, 0.004),
    ]
    out = []
    for i in range(n):
        t = i / RATE
        s = sum(a * decay(t, tau) * math.sin(2.0 * math.pi * f * t)
                for f, a, tau in modes)
        s += 0.9 * noise[i] * decay(t, 0.0025)
        out.append(s * attack(t, 0.0008) * release(t, length, 0.012))
    return normalise(out, 0.80)


def clock_tick():
    """A soft, short wooden tick: quieter and brighter than the stone."""
    length = 0.045
    n = int(RATE * length)
    rng = random.Random(7)
    noise = one_pole_lowpass([rng.uniform(-1.0, 1.0) for _ in range(n)], 5000.0)
    modes = [
        (1400.0, 0.8, 0.008),
        (2350.0, 0.4, 0.005),
    ]
    out = []
    for i in range(n):
        t = i / RATE
        s = sum(a * decay(t, tau) * math.sin(2.0 * math.pi * f * t)
                for f, a, tau in modes)
        s += 0.4 * noise[i] * decay(t, 0.0015)
        out.append(s * attack(t, 0.001) * release(t, length, 0.010))
    return normalise(out, 0.45)


def clock_countdown():
    """A clear beep for the last ten seconds: A5 with its octave, 150 ms."""
    length = 0.150
    n = int(RATE * length)
    out = []
    for i in range(n):
        t = i / RATE
        s = (math.sin(2.0 * math.pi * 880.0 * t)
             + 0.35 * math.sin(2.0 * math.pi * 1760.0 * t)
             + 0.10 * math.sin(2.0 * math.pi * 2640.0 * t))
        s *= decay(t, 0.120)
        out.append(s * attack(t, 0.006) * release(t, length, 0.030))
    return normalise(out, 0.60)


def write_wav(path, samples):
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767))))
                      for s in samples)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(outdir, exist_ok=True)
    for name, make in (("stone-click.wav", stone_click),
                       ("clock-tick.wav", clock_tick),
                       ("clock-countdown.wav", clock_countdown)):
        path = os.path.join(outdir, name)
        write_wav(path, make())
        print(f"{path}: {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
