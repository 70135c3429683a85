/* tg-engine-gtp.c: the GTP v2 line protocol, without any process
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tg-engine-gtp.h"
#include "tg-point.h"

void
tg_gtp_preprocess_line (char *line)
{
  char *out = line;

  for (const char *in = line; *in != '\0'; in++)
    {
      guchar c = (guchar) *in;

      if (c == '\t')
        *out++ = ' ';
      else if (c == '\n' || c >= 32)
        {
          if (c != 127)
            *out++ = (char) c;
        }
    }
  *out = '\0';
}

gboolean
tg_gtp_line_is_blank (const char *line)
{
  for (; *line != '\0'; line++)
    if (*line != ' ' && *line != '\t' && *line != '\r')
      return FALSE;
  return TRUE;
}

void
tg_gtp_parser_init (TgGtpParser *parser)
{
  parser->in_response = FALSE;
  parser->success = FALSE;
  parser->id = -1;
  parser->text = g_string_new (NULL);
}

void
tg_gtp_parser_clear (TgGtpParser *parser)
{
  if (parser->text != NULL)
    g_string_free (parser->text, TRUE);
  parser->text = NULL;
}

static void
start_response (TgGtpParser *parser,
                const char  *line)
{
  const char *p = line + 1;

  parser->in_response = TRUE;
  parser->success = line[0] == '=';
  parser->id = -1;
  g_string_truncate (parser->text, 0);

  if (g_ascii_isdigit (*p))
    {
      guint64 id = 0;

      while (g_ascii_isdigit (*p))
        {
          if (id < G_MAXINT)
            id = id * 10 + (guint64) (*p - '0');
          p++;
        }
      parser->id = (gint) MIN (id, (guint64) G_MAXINT);
    }
  while (*p == ' ')
    p++;
  g_string_append (parser->text, p);
}

TgGtpFeedResult
tg_gtp_parser_feed (TgGtpParser *parser,
                    const char  *raw)
{
  g_autofree char *line = g_strdup (raw);

  tg_gtp_preprocess_line (line);

  if (!parser->in_response)
    {
      if (tg_gtp_line_is_blank (line) || line[0] == '#')
        return TG_GTP_FEED_MORE;
      if (line[0] != '=' && line[0] != '?')
        return TG_GTP_FEED_GARBAGE;
      start_response (parser, line);
      return TG_GTP_FEED_MORE;
    }

  if (tg_gtp_line_is_blank (line))
    {
      parser->in_response = FALSE;
      /* Trailing spaces of the last line are not part of the answer. */
      while (parser->text->len > 0 && parser->text->str[parser->text->len - 1] == ' ')
        g_string_truncate (parser->text, parser->text->len - 1);
      return TG_GTP_FEED_DONE;
    }
  g_string_append_c (parser->text, '\n');
  g_string_append (parser->text, line);
  return TG_GTP_FEED_MORE;
}

gboolean
tg_gtp_format_command (guint       id,
                       const char *command,
                       GString    *out)
{
  if (command == NULL || tg_gtp_line_is_blank (command))
    return FALSE;
  for (const char *p = command; *p != '\0'; p++)
    if ((guchar) *p < 32 && *p != '\t')
      return FALSE;
  g_string_append_printf (out, "%u %s\n", id, command);
  return TRUE;
}

gboolean
tg_gtp_parse_reply (const char     *text,
                    guint           width,
                    guint           height,
                    TgGtpReplyKind *kind,
                    TgPoint        *point)
{
  g_autofree char *word = g_strstrip (g_strdup (text));

  *point = TG_PASS;
  if (g_ascii_strcasecmp (word, "pass") == 0)
    {
      *kind = TG_GTP_REPLY_PASS;
      return TRUE;
    }
  if (g_ascii_strcasecmp (word, "resign") == 0)
    {
      *kind = TG_GTP_REPLY_RESIGN;
      return TRUE;
    }
  *kind = TG_GTP_REPLY_MOVE;
  return strchr (word, ' ') == NULL && strchr (word, '\n') == NULL &&
         tg_point_from_gtp (word, width, height, point) && *point != TG_PASS;
}

gboolean
tg_gtp_parse_vertices (const char *text,
                       guint       width,
                       guint       height,
                       GArray     *out)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \n", -1);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  for (guint i = 0; words[i] != NULL; i++)
    {
      TgPoint p;

      if (words[i][0] == '\0')
        continue;
      if (!tg_point_from_gtp (words[i], width, height, &p) || p == TG_PASS)
        return FALSE;
      g_array_append_val (points, p);
    }
  g_array_append_vals (out, points->data, points->len);
  return TRUE;
}

const char *
tg_gtp_color (TgColor color)
{
  return color == TG_WHITE ? "w" : "b";
}
