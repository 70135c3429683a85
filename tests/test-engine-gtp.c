/* test-engine-gtp.c: the GTP v2 line protocol (spec sections 2.2 to 2.11)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tg-engine-gtp.h"
#include "tg-point.h"

static TgGtpFeedResult
feed_all (TgGtpParser *parser,
          const char  *const *lines)
{
  TgGtpFeedResult last = TG_GTP_FEED_MORE;

  for (guint i = 0; lines[i] != NULL; i++)
    last = tg_gtp_parser_feed (parser, lines[i]);
  return last;
}

static void
test_preprocess (void)
{
  char line[] = "=1\tD4\r";
  char control[] = "= \001C\0033\x7f";

  tg_gtp_preprocess_line (line);
  g_assert_cmpstr (line, ==, "=1 D4");
  tg_gtp_preprocess_line (control);
  g_assert_cmpstr (control, ==, "= C3");
  g_assert_true (tg_gtp_line_is_blank (""));
  g_assert_true (tg_gtp_line_is_blank ("  \r"));
  g_assert_false (tg_gtp_line_is_blank (" x"));
}

static void
test_success_with_id (void)
{
  TgGtpParser parser;
  const char *const lines[] = { "=12 GNU Go", "", NULL };

  tg_gtp_parser_init (&parser);
  g_assert_cmpint (feed_all (&parser, lines), ==, TG_GTP_FEED_DONE);
  g_assert_true (parser.success);
  g_assert_cmpint (parser.id, ==, 12);
  g_assert_cmpstr (parser.text->str, ==, "GNU Go");
  tg_gtp_parser_clear (&parser);
}

static void
test_failure_crlf (void)
{
  TgGtpParser parser;
  const char *const lines[] = { "?3 unknown command\r", "\r", NULL };

  tg_gtp_parser_init (&parser);
  g_assert_cmpint (feed_all (&parser, lines), ==, TG_GTP_FEED_DONE);
  g_assert_false (parser.success);
  g_assert_cmpint (parser.id, ==, 3);
  g_assert_cmpstr (parser.text->str, ==, "unknown command");
  tg_gtp_parser_clear (&parser);
}

static void
test_multiline_no_id (void)
{
  TgGtpParser parser;
  /* Blank lines and comments before the answer are skipped; the answer
   * has no id; list_commands gives one command per line. */
  const char *const lines[] = { "", "# thinking", "= name", "version", "play", "", NULL };

  tg_gtp_parser_init (&parser);
  g_assert_cmpint (feed_all (&parser, lines), ==, TG_GTP_FEED_DONE);
  g_assert_cmpint (parser.id, ==, -1);
  g_assert_cmpstr (parser.text->str, ==, "name\nversion\nplay");
  tg_gtp_parser_clear (&parser);
}

static void
test_empty_answer (void)
{
  TgGtpParser parser;
  const char *const lines[] = { "=5", "", NULL };

  tg_gtp_parser_init (&parser);
  g_assert_cmpint (feed_all (&parser, lines), ==, TG_GTP_FEED_DONE);
  g_assert_cmpint (parser.id, ==, 5);
  g_assert_cmpstr (parser.text->str, ==, "");
  tg_gtp_parser_clear (&parser);
}

static void
test_garbage (void)
{
  TgGtpParser parser;

  tg_gtp_parser_init (&parser);
  g_assert_cmpint (tg_gtp_parser_feed (&parser, "I think therefore I am"), ==,
                   TG_GTP_FEED_GARBAGE);
  tg_gtp_parser_clear (&parser);
}

static void
test_format_command (void)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_assert_true (tg_gtp_format_command (7, "genmove b", out));
  g_assert_cmpstr (out->str, ==, "7 genmove b\n");
  g_assert_false (tg_gtp_format_command (8, "play b D4\nquit", out));
  g_assert_false (tg_gtp_format_command (8, "  ", out));
  g_assert_cmpstr (out->str, ==, "7 genmove b\n");
}

static void
test_reply (void)
{
  TgGtpReplyKind kind;
  TgPoint point;

  g_assert_true (tg_gtp_parse_reply ("D4", 9, 9, &kind, &point));
  g_assert_cmpint (kind, ==, TG_GTP_REPLY_MOVE);
  g_assert_cmpuint (point, ==, tg_point (3, 5));      /* D4 on 9×9: column 3, row 9−4 */
  g_assert_true (tg_gtp_parse_reply (" j9 ", 9, 9, &kind, &point));
  g_assert_cmpuint (point, ==, tg_point (8, 0));      /* no I: J is the 9th column */
  g_assert_true (tg_gtp_parse_reply ("PASS", 9, 9, &kind, &point));
  g_assert_cmpint (kind, ==, TG_GTP_REPLY_PASS);
  g_assert_true (tg_gtp_parse_reply ("resign", 9, 9, &kind, &point));
  g_assert_cmpint (kind, ==, TG_GTP_REPLY_RESIGN);
  g_assert_false (tg_gtp_parse_reply ("Z99", 9, 9, &kind, &point));
  g_assert_false (tg_gtp_parse_reply ("K5", 9, 9, &kind, &point));  /* 10th column */
  g_assert_false (tg_gtp_parse_reply ("D4 E5", 9, 9, &kind, &point));
  g_assert_false (tg_gtp_parse_reply ("", 9, 9, &kind, &point));
}

static void
test_vertices (void)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  g_assert_true (tg_gtp_parse_vertices ("A1 B2\nC3", 9, 9, points));
  g_assert_cmpuint (points->len, ==, 3);
  g_assert_cmpuint (g_array_index (points, TgPoint, 0), ==, tg_point (0, 8));
  g_assert_cmpuint (g_array_index (points, TgPoint, 2), ==, tg_point (2, 6));
  g_assert_true (tg_gtp_parse_vertices ("", 9, 9, points));
  g_assert_cmpuint (points->len, ==, 3);
  g_assert_false (tg_gtp_parse_vertices ("A1 X", 9, 9, points));
  g_assert_cmpuint (points->len, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-gtp/preprocess", test_preprocess);
  g_test_add_func ("/engine-gtp/success-with-id", test_success_with_id);
  g_test_add_func ("/engine-gtp/failure-crlf", test_failure_crlf);
  g_test_add_func ("/engine-gtp/multiline-no-id", test_multiline_no_id);
  g_test_add_func ("/engine-gtp/empty-answer", test_empty_answer);
  g_test_add_func ("/engine-gtp/garbage", test_garbage);
  g_test_add_func ("/engine-gtp/format-command", test_format_command);
  g_test_add_func ("/engine-gtp/reply", test_reply);
  g_test_add_func ("/engine-gtp/vertices", test_vertices);

  return g_test_run ();
}
