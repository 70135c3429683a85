#!/usr/bin/env python3
# make-board-svgs.py: writes wood.svg and stone-white.svg (deterministic)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The kaya grain (bands, pore fibres, growth lines) and the shell stone's
# growth stripes are many small random strokes; this script draws them
# with fixed seeds, so running it again gives the same files. Run it from
# anywhere: it writes next to itself. stone-black.svg is written by hand.

import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def make_wood():
    random.seed(1957)
    W=1000
    out=[]
    out.append('<?xml version="1.0" encoding="UTF-8"?>')
    out.append('<!-- Tengen board: straight-grained (masame) kaya, drawn with soft colour bands,')
    out.append('     growth lines and short pore fibres (no filters: it renders fast).')
    out.append('     SPDX-License-Identifier: GPL-3.0-or-later -->')
    out.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{W}" viewBox="0 0 {W} {W}" preserveAspectRatio="xMidYMid slice">')
    out.append('<defs>')
    out.append('''<linearGradient id="tone" x1="0" y1="0" x2="1" y2="0.1">
<stop offset="0" stop-color="#e2b162"/>
<stop offset="0.2" stop-color="#e8bb6f"/>
<stop offset="0.43" stop-color="#e0ae60"/>
<stop offset="0.67" stop-color="#e9bd72"/>
<stop offset="0.85" stop-color="#e3b365"/>
<stop offset="1" stop-color="#e6b76a"/>
</linearGradient>
<linearGradient id="band-dark" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#a8691f" stop-opacity="0"/>
<stop offset="0.5" stop-color="#a8691f" stop-opacity="1"/>
<stop offset="1" stop-color="#a8691f" stop-opacity="0"/>
</linearGradient>
<linearGradient id="band-light" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#fbe0a4" stop-opacity="0"/>
<stop offset="0.5" stop-color="#fbe0a4" stop-opacity="1"/>
<stop offset="1" stop-color="#fbe0a4" stop-opacity="0"/>
</linearGradient>''')
    out.append('</defs>')
    out.append(f'<rect width="{W}" height="{W}" fill="url(#tone)"/>')
    # broad soft bands of colour
    x=-20
    while x<W:
        w=random.uniform(20,110)
        dark=random.random()<0.55
        op=random.uniform(0.05,0.14) if dark else random.uniform(0.06,0.16)
        out.append(f'<rect x="{x:.1f}" y="0" width="{w:.1f}" height="{W}" fill="url(#band-{"dark" if dark else "light"})" fill-opacity="{op:.3f}"/>')
        x+=w*random.uniform(0.4,1.1)
    # pore fibres: short, fine, vertical
    out.append('<g fill="none" stroke-linecap="round">')
    for i in range(900):
        fx=random.uniform(0,W); fy=random.uniform(-100,W)
        ln=random.uniform(30,260)
        wd=random.choice([0.5,0.6,0.7,0.9,1.1])
        light=random.random()<0.25
        col='#fff1cc' if light else '#8a5418'
        op=random.uniform(0.05,0.12) if light else random.uniform(0.035,0.09)
        dx=random.uniform(-1.2,1.2)
        out.append(f'<path d="M{fx:.1f},{fy:.0f} q{dx/2:.2f},{ln/2:.0f} {dx:.2f},{ln:.0f}" stroke="{col}" stroke-width="{wd}" stroke-opacity="{op:.3f}"/>')
    out.append('</g>')
    # growth lines: long, nearly straight, slightly wavy
    out.append('<g fill="none" stroke="#93591c" stroke-linecap="round">')
    x=random.uniform(0,8)
    while x<W+10:
        width=random.choice([0.6,0.8,1.0,1.3,1.8,2.4])
        op=random.uniform(0.06,0.17) if width<1.5 else random.uniform(0.04,0.09)
        drift=random.uniform(-6,6)
        n=6
        d=f'M{x:.1f},-20'
        for k in range(1,n+1):
            y=-20+k*(W+40)/n
            xx=x+drift*k/n+random.uniform(-2.5,2.5)
            cy1=y-(W+40)/n*0.66; cy2=y-(W+40)/n*0.33
            d+=f' C{xx+random.uniform(-1.5,1.5):.1f},{cy1:.0f} {xx+random.uniform(-1.5,1.5):.1f},{cy2:.0f} {xx:.1f},{y:.0f}'
        out.append(f'<path d="{d}" stroke-width="{width}" stroke-opacity="{op:.3f}"/>')
        x+=random.choice([5,7,9,11,14,18,24])*random.uniform(0.8,1.25)
    out.append('</g>')
    out.append('</svg>')
    with open(os.path.join(HERE, 'wood.svg'), 'w') as f:
        f.write('\n'.join(out) + '\n')


WHITE = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Tengen: a clam-shell (hamaguri) stone with its growth stripes, lit from\n     the upper left. The renderer draws #body, then #grain rotated by a\n     per-point angle, then #light; the shadow is drawn separately. The\n     stripes end on the rim, so any rotation stays inside the stone.\n     SPDX-License-Identifier: GPL-3.0-or-later -->\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">\n  <defs>\n    <radialGradient id="base" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="50" fx="40" fy="35">\n      <stop offset="0" stop-color="#fbfaf6"/>\n      <stop offset="0.55" stop-color="#efece4"/>\n      <stop offset="0.86" stop-color="#dedacf"/>\n      <stop offset="1" stop-color="#c2bcae"/>\n    </radialGradient>\n    <radialGradient id="gloss" gradientUnits="userSpaceOnUse" cx="36" cy="30" r="24">\n      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>\n      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0.35"/>\n      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>\n    </radialGradient>\n    <radialGradient id="edge" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="50" fx="44" fy="40">\n      <stop offset="0.80" stop-color="#6b6252" stop-opacity="0"/>\n      <stop offset="1" stop-color="#6b6252" stop-opacity="0.22"/>\n    </radialGradient>\n  </defs>\n  <g id="body">\n    <circle cx="50" cy="50" r="50" fill="url(#base)"/>\n  </g>\n  <g id="grain">\n    <g fill="none" stroke="#a0957c">\n%s\n    </g>\n  </g>\n  <g id="light">\n    <circle cx="50" cy="50" r="50" fill="url(#edge)"/>\n    <ellipse cx="37" cy="31" rx="23" ry="19" fill="url(#gloss)"/>\n  </g>\n</svg>\n'


def make_white_stone():
    random.seed(42)
    arcs=[]
    R=150.0
    while R<262:
        w=random.choice([0.5,0.7,0.9,1.2,1.8,2.6])
        op=random.uniform(0.04,0.10) if w<1.5 else random.uniform(0.025,0.055)
        if 161 < R < 259:
            # where the stripe (centre (50,-160), radius R) crosses the stone's rim
            y=((R*R-2500)/210-110)/2
            dx=math.sqrt(max(0.0,2500-(y-50)**2))
            # pull the ends in a little so the stroke stays inside the stone
            a0=math.atan2(y+160, -dx); a1=math.atan2(y+160, dx)
            pull=(w/2+0.6)/R
            a0-=pull; a1+=pull
            x0=50+R*math.cos(a0); y0=-160+R*math.sin(a0)
            x1=50+R*math.cos(a1); y1=-160+R*math.sin(a1)
            if a0 > a1:
                arcs.append(f'      <path d="M{x0:.2f},{y0:.2f} A{R:.1f},{R:.1f} 0 0 0 {x1:.2f},{y1:.2f}" stroke-width="{w}" stroke-opacity="{op:.3f}"/>')
        R+=random.choice([1.6,2.2,2.8,3.5,4.5,6])
    with open(os.path.join(HERE, 'stone-white.svg'), 'w') as f:
        f.write(WHITE % '\n'.join(arcs))


if __name__ == '__main__':
    make_wood()
    make_white_stone()
