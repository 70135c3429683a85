/* test-deadstones-positions.h: positions that more than one dead-stone
 * test reads (the proposal in test-deadstones.c, the reader in
 * test-deadstones-reading.c)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

/* A black stone in atari inside a dead white group, in Black's area.
 * White's D7-F7-D6 (liberties C7, F6) and E5-G5-G6 (liberties F6, E4)
 * have no eye: C7 and E4 are Black's points, and White F6, which takes
 * Black E6, leaves White one chain with E6, C7 and E4; Black fills C7
 * and E4 and takes everything at E6. So White is dead, and Black E6,
 * which White can take, is not: taking it only lets Black play there
 * again, a stone White cannot take (article 7; GNU Go: final_status E6
 * alive, the eight White stones dead). */
#define INSIDE_DEAD_GROUP \
  ". . . . . . . . .\n" \
  ". . X X X X X . .\n" \
  ". X . O O O X . .\n" \
  ". . X O X . O X .\n" \
  ". . X X O O O X .\n" \
  ". . . X . X X . .\n" \
  ". . . . X . . . .\n" \
  ". . . . . . . . .\n" \
  ". . . . . . . . .\n"
