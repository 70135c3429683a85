/* tg-stone-cache.c: the board artwork, rasterised once per size
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wood and the stones are SVGs in the GResource (data/board/). On
 * raster targets they are rendered with librsvg into sprites sized for the
 * current cell (in device pixels, so HiDPI stays sharp) and for the pixel
 * phase of the grid, so a blit lands exactly on the line crossings. Text
 * (coordinates, move numbers, labels) is rasterised once per string into
 * A8 masks. On vector targets the same artwork is drawn directly.
 */

#include "config.h"

#include <math.h>

#include "tg-board-render-private.h"
#include "tg-rsvg.h"
#include "tg-wood-cache.h"
#include "tengen-resources.h"

#define RESOURCE_BOARD "/io/github/tengen/Tengen/board/"

/* The wood raster: rendered from the SVG in steps of 256 pixels (so a
 * window being resized rarely renders it again), then scaled to the board. */
#define WOOD_BASE_STEP 256
#define WOOD_BASE_MAX  4096

/* Shadow of a stone, in cells: offset down and right, soft edge. */
#define SHADOW_DX        0.045
#define SHADOW_DY        0.075
#define SHADOW_INNER     0.36
#define SHADOW_OUTER     0.545
#define SHADOW_ALPHA     0.50

typedef struct
{
  cairo_surface_t *mask;     /* A8 */
  double           offset_x; /* draw the mask at (x - offset_x, y - offset_y) */
  double           offset_y;
  double           ink_width;
} TgTextSprite;

struct _TgBoardRenderCache
{
  gboolean         artwork_tried;
  GBytes          *wood_bytes;       /* the SVGs, each parsed only when drawn */
  RsvgHandle      *wood_svg;
  GBytes          *black_bytes;
  RsvgHandle      *black_svg;
  GBytes          *white_bytes;
  RsvgHandle      *white_svg;

  cairo_surface_t *wood_base;
  int              wood_base_size;
  cairo_surface_t *wood;
  int              wood_width;
  int              wood_height;

  /* Sprites for (theme, cell, phase); built on first use. */
  TgBoardTheme     theme;
  double           cell;
  double           phase_x;
  double           phase_y;
  TgSprite         stone[3][TG_WHITE_VARIANTS];
  TgSprite         shadowed[3][TG_WHITE_VARIANTS];

  PangoContext    *pango;
  GHashTable      *text[TG_N_TEXT_KINDS];
  double           text_size[TG_N_TEXT_KINDS];
  double           cap_height[TG_N_TEXT_KINDS];
};

static void
text_sprite_free (gpointer data)
{
  TgTextSprite *sprite = data;

  g_clear_pointer (&sprite->mask, cairo_surface_destroy);
  g_free (sprite);
}

static void
clear_sprites (TgBoardRenderCache *cache)
{
  for (guint c = 0; c < 3; c++)
    for (guint v = 0; v < TG_WHITE_VARIANTS; v++)
      {
        g_clear_pointer (&cache->stone[c][v].surface, cairo_surface_destroy);
        g_clear_pointer (&cache->shadowed[c][v].surface, cairo_surface_destroy);
      }
}

TgBoardRenderCache *
tg_board_render_cache_new (void)
{
  TgBoardRenderCache *cache = g_new0 (TgBoardRenderCache, 1);

  cache->cell = -1;
  for (guint k = 0; k < TG_N_TEXT_KINDS; k++)
    cache->text[k] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, text_sprite_free);
  return cache;
}

void
tg_board_render_cache_clear (TgBoardRenderCache *cache)
{
  g_return_if_fail (cache != NULL);

  clear_sprites (cache);
  g_clear_pointer (&cache->wood, cairo_surface_destroy);
  g_clear_pointer (&cache->wood_base, cairo_surface_destroy);
  cache->wood_base_size = 0;
  cache->cell = -1;
  for (guint k = 0; k < TG_N_TEXT_KINDS; k++)
    {
      g_hash_table_remove_all (cache->text[k]);
      cache->text_size[k] = 0;
    }
}

void
tg_board_render_cache_free (TgBoardRenderCache *cache)
{
  if (cache == NULL)
    return;
  tg_board_render_cache_clear (cache);
  for (guint k = 0; k < TG_N_TEXT_KINDS; k++)
    g_hash_table_unref (cache->text[k]);
  g_clear_object (&cache->pango);
  g_clear_object (&cache->wood_svg);
  g_clear_pointer (&cache->wood_bytes, g_bytes_unref);
  g_clear_pointer (&cache->black_bytes, g_bytes_unref);
  g_clear_object (&cache->black_svg);
  g_clear_pointer (&cache->white_bytes, g_bytes_unref);
  g_clear_object (&cache->white_svg);
  g_free (cache);
}

/* ------------------------------------------------------------------ */
/* Artwork                                                            */

static GBytes *
load_svg_bytes (const char *name)
{
  g_autofree char *path = g_strconcat (RESOURCE_BOARD, name, NULL);
  g_autoptr(GError) error = NULL;
  GBytes *bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  if (bytes == NULL)
    g_warning ("Board artwork %s is missing: %s", path, error->message);
  return bytes;
}

static RsvgHandle *
parse_svg (GBytes     *bytes,
           const char *name)
{
  g_autoptr(GError) error = NULL;
  const TgRsvg *rsvg;
  RsvgHandle *handle = NULL;
  gsize len;
  const guint8 *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  rsvg = tg_rsvg_get (&error);
  if (rsvg != NULL)
    handle = rsvg->new_from_data (data, len, &error);
  if (handle == NULL)
    g_warning ("Board artwork %s cannot be read: %s", name, error->message);
  return handle;
}

/* The SVG of @bytes parsed into *@svg on first use (the wood has about
 * 1 000 elements and its raster usually comes from the disk cache; a
 * first position without stones needs no stone); NULL when it is
 * unusable, and then *@bytes is dropped so it is not tried again. */
static RsvgHandle *
parsed_svg (GBytes     **bytes,
            RsvgHandle **svg,
            const char  *name)
{
  if (*svg == NULL && *bytes != NULL)
    {
      *svg = parse_svg (*bytes, name);
      if (*svg == NULL)
        g_clear_pointer (bytes, g_bytes_unref);
    }
  return *svg;
}

static RsvgHandle *
wood_svg (TgBoardRenderCache *cache)
{
  return parsed_svg (&cache->wood_bytes, &cache->wood_svg, "wood.svg");
}

static RsvgHandle *
stone_svg (TgBoardRenderCache *cache,
           TgColor             color)
{
  if (color == TG_BLACK)
    return parsed_svg (&cache->black_bytes, &cache->black_svg, "stone-black.svg");
  return parsed_svg (&cache->white_bytes, &cache->white_svg, "stone-white.svg");
}

static void
ensure_artwork (TgBoardRenderCache *cache)
{
  if (cache->artwork_tried)
    return;
  cache->artwork_tried = TRUE;
  /* Referencing the resource bundle links it (and its constructor, which
   * registers it) into any program using the renderer. */
  (void) tengen_get_resource ();
  cache->wood_bytes = load_svg_bytes ("wood.svg");
  cache->black_bytes = load_svg_bytes ("stone-black.svg");
  cache->white_bytes = load_svg_bytes ("stone-white.svg");
}

static void
render_svg (RsvgHandle *handle,
            cairo_t    *cr,
            const char *layer,
            double      x,
            double      y,
            double      width,
            double      height)
{
  RsvgRectangle viewport = { x, y, width, height };
  g_autoptr(GError) error = NULL;
  /* Loaded already: @handle was parsed by it. */
  const TgRsvg *rsvg = tg_rsvg_get (NULL);
  gboolean ok;

  if (layer != NULL)
    ok = rsvg->render_layer (handle, cr, layer, &viewport, &error);
  else
    ok = rsvg->render_document (handle, cr, &viewport, &error);
  if (!ok)
    g_warning ("Board artwork cannot be drawn: %s", error->message);
}

/* ------------------------------------------------------------------ */
/* Stones                                                             */

/* A stone (no shadow) of radius @r centred at (@x, @y). */
static void
paint_stone (TgBoardRenderCache *cache,
             cairo_t            *cr,
             TgBoardTheme        theme,
             TgColor             color,
             guint               variant,
             double              x,
             double              y,
             double              r)
{
  RsvgHandle *svg = theme == TG_THEME_WOOD ? stone_svg (cache, color) : NULL;

  if (svg != NULL)
    {
      if (color == TG_BLACK)
        render_svg (svg, cr, NULL, x - r, y - r, 2 * r, 2 * r);
      else
        {
          render_svg (svg, cr, "#body", x - r, y - r, 2 * r, 2 * r);
          cairo_save (cr);
          cairo_translate (cr, x, y);
          /* Shell stripes lie at a different angle on every stone. */
          cairo_rotate (cr, (variant * 61 % 360 - 30) * G_PI / 180);
          render_svg (svg, cr, "#grain", -r, -r, 2 * r, 2 * r);
          cairo_restore (cr);
          render_svg (svg, cr, "#light", x - r, y - r, 2 * r, 2 * r);
        }
      return;
    }

  /* Flat: plain discs, white ones with a crisp outline. */
  if (color == TG_BLACK)
    {
      cairo_set_source_rgb (cr, 0.11, 0.11, 0.11);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  else
    {
      double lw = MAX (1.0, r * 0.075);

      cairo_set_source_rgb (cr, 0.16, 0.16, 0.16);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.98, 0.98, 0.97);
      cairo_arc (cr, x, y, r - lw, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
paint_shadow (cairo_t *cr,
              double   x,
              double   y,
              double   cell)
{
  double sx = x + SHADOW_DX * cell, sy = y + SHADOW_DY * cell;
  cairo_pattern_t *pat = cairo_pattern_create_radial (sx, sy, SHADOW_INNER * cell,
                                                      sx, sy, SHADOW_OUTER * cell);

  cairo_pattern_add_color_stop_rgba (pat, 0, 0.10, 0.06, 0.02, SHADOW_ALPHA);
  cairo_pattern_add_color_stop_rgba (pat, 0.45, 0.10, 0.06, 0.02, SHADOW_ALPHA * 0.45);
  cairo_pattern_add_color_stop_rgba (pat, 1, 0.10, 0.06, 0.02, 0);
  cairo_set_source (cr, pat);
  cairo_arc (cr, sx, sy, SHADOW_OUTER * cell, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (pat);
}

static double
stone_radius (double cell)
{
  /* Stones touch their neighbours: the diameter is one cell. */
  return cell / 2;
}

static TgSprite *
get_sprite (TgRenderContext *ctx,
            TgColor          color,
            guint            variant,
            gboolean         with_shadow)
{
  TgBoardRenderCache *cache = ctx->cache;
  TgSprite *sprite;
  double cell = cache->cell, r = stone_radius (cell);
  double before = ceil (r) + 2;
  double after = ceil (r + (with_shadow ? MAX (SHADOW_DX, SHADOW_DY) * cell + 0.1 * cell : 0)) + 2;
  int size;
  cairo_t *cr;

  if (color != TG_WHITE || ctx->scene->theme == TG_THEME_FLAT)
    variant = 0;
  variant %= TG_WHITE_VARIANTS;
  sprite = with_shadow ? &cache->shadowed[color][variant] : &cache->stone[color][variant];
  if (sprite->surface != NULL)
    return sprite;

  size = (int) (before + after + 1);
  sprite->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  sprite->offset_x = before + cache->phase_x;
  sprite->offset_y = before + cache->phase_y;
  cr = cairo_create (sprite->surface);
  if (with_shadow)
    paint_shadow (cr, sprite->offset_x, sprite->offset_y, cell);
  paint_stone (cache, cr, ctx->scene->theme, color, variant,
               sprite->offset_x, sprite->offset_y, r);
  cairo_destroy (cr);
  return sprite;
}

void
_tg_draw_stone (TgRenderContext *ctx,
                TgColor          color,
                guint            variant,
                double           x,
                double           y,
                gboolean         with_shadow,
                double           alpha)
{
  cairo_t *cr = ctx->cr;
  gboolean shadow = with_shadow && ctx->scene->theme == TG_THEME_WOOD;

  if (ctx->vector)
    {
      cairo_save (cr);
      if (alpha < 1)
        cairo_push_group (cr);
      if (shadow)
        paint_shadow (cr, x, y, ctx->geo.cell);
      paint_stone (ctx->cache, cr, ctx->scene->theme, color, variant, x, y,
                   stone_radius (ctx->geo.cell));
      if (alpha < 1)
        {
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, alpha);
        }
      cairo_restore (cr);
      return;
    }

  {
    TgSprite *sprite = get_sprite (ctx, color, variant, shadow);
    double sx = x - sprite->offset_x, sy = y - sprite->offset_y;

    cairo_set_source_surface (cr, sprite->surface, sx, sy);
    cairo_rectangle (cr, sx, sy,
                     cairo_image_surface_get_width (sprite->surface),
                     cairo_image_surface_get_height (sprite->surface));
    if (alpha < 1)
      {
        cairo_save (cr);
        cairo_clip (cr);
        cairo_paint_with_alpha (cr, alpha);
        cairo_restore (cr);
      }
    else
      cairo_fill (cr);
  }
}

/* ------------------------------------------------------------------ */
/* The board surface                                                  */

/* The first wood raster of this cache (the board as its view opens), from
 * the disk when the last one written there has this size: reading it
 * spares the first frame reading the base raster and scaling it (about
 * 7 ms of CPU, perf). */
static gboolean
load_board_wood (TgBoardRenderCache *cache,
                 int                 width,
                 int                 height)
{
  g_autofree char *path = tg_wood_cache_board_path (cache->wood_bytes);

  cache->wood = tg_wood_cache_load (path, width, height);
  cache->wood_width = width;
  cache->wood_height = height;
  return cache->wood != NULL;
}

/* The wood raster for a board of @width × @height pixels: FALSE when the
 * artwork is unusable. */
static gboolean
ensure_wood (TgBoardRenderCache *cache,
             int                 width,
             int                 height)
{
  int longest = MAX (width, height);
  int base = CLAMP ((longest + WOOD_BASE_STEP - 1) / WOOD_BASE_STEP * WOOD_BASE_STEP,
                    WOOD_BASE_STEP, WOOD_BASE_MAX);
  gboolean first = cache->wood == NULL && cache->wood_base == NULL;
  double s;
  cairo_t *cr;

  if (cache->wood != NULL && cache->wood_width == width && cache->wood_height == height)
    return TRUE;
  if (first && load_board_wood (cache, width, height))
    return TRUE;
  if (cache->wood_base == NULL || cache->wood_base_size != base)
    {
      g_autofree char *path = tg_wood_cache_path (cache->wood_bytes, base);

      g_clear_pointer (&cache->wood_base, cairo_surface_destroy);
      g_clear_pointer (&cache->wood, cairo_surface_destroy);
      cache->wood_base = tg_wood_cache_load (path, base, base);
      if (cache->wood_base == NULL)
        {
          if (wood_svg (cache) == NULL)
            return FALSE;
          cache->wood_base = cairo_image_surface_create (CAIRO_FORMAT_RGB24, base, base);
          cr = cairo_create (cache->wood_base);
          render_svg (wood_svg (cache), cr, NULL, 0, 0, base, base);
          cairo_destroy (cr);
          cairo_surface_flush (cache->wood_base);
          tg_wood_cache_save_in_background (path, cache->wood_base);
        }
      cache->wood_base_size = base;
    }

  g_clear_pointer (&cache->wood, cairo_surface_destroy);
  cache->wood = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cache->wood_width = width;
  cache->wood_height = height;
  cr = cairo_create (cache->wood);
  /* Cover the board, cropping the longer side of the square texture. */
  s = MAX ((double) width / base, (double) height / base);
  cairo_translate (cr, (width - base * s) / 2, (height - base * s) / 2);
  cairo_scale (cr, s, s);
  cairo_set_source_surface (cr, cache->wood_base, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_paint (cr);
  cairo_destroy (cr);
  if (first)
    {
      g_autofree char *path = tg_wood_cache_board_path (cache->wood_bytes);

      tg_wood_cache_save_in_background (path, cache->wood);
    }
  return TRUE;
}

void
_tg_paint_board (TgRenderContext *ctx)
{
  cairo_t *cr = ctx->cr;
  const TgBoardGeometry *g = &ctx->geo;
  TgBoardRenderCache *cache = ctx->cache;

  cairo_save (cr);
  cairo_rectangle (cr, g->board_x, g->board_y, g->board_width, g->board_height);
  cairo_clip (cr);

  if (ctx->scene->theme == TG_THEME_WOOD && ctx->vector && wood_svg (cache) != NULL)
    render_svg (wood_svg (cache), cr, NULL, g->board_x, g->board_y,
                g->board_width, g->board_height);
  else if (ctx->scene->theme == TG_THEME_WOOD && !ctx->vector && cache->wood_bytes != NULL &&
           ensure_wood (cache, (int) ceil (g->board_width), (int) ceil (g->board_height)))
    {
      cairo_set_source_surface (cr, cache->wood, g->board_x, g->board_y);
      cairo_paint (cr);
    }
  else
    {
      cairo_set_source_rgb (cr, ctx->board_rgb[0], ctx->board_rgb[1], ctx->board_rgb[2]);
      cairo_paint (cr);
    }
  cairo_restore (cr);
}

void
_tg_stone_cache_prepare (TgRenderContext *ctx)
{
  TgBoardRenderCache *cache = ctx->cache;
  double px = ctx->geo.origin_x - floor (ctx->geo.origin_x);
  double py = ctx->geo.origin_y - floor (ctx->geo.origin_y);

  ensure_artwork (cache);
  if (ctx->vector)
    return;

  if (cache->theme != ctx->scene->theme || cache->cell != ctx->geo.cell ||
      cache->phase_x != px || cache->phase_y != py)
    {
      clear_sprites (cache);
      cache->theme = ctx->scene->theme;
      cache->cell = ctx->geo.cell;
      cache->phase_x = px;
      cache->phase_y = py;
    }
}

/* ------------------------------------------------------------------ */
/* Text                                                               */

double
_tg_text_size (TgRenderContext *ctx,
               TgTextKind       kind)
{
  double cell = ctx->geo.cell;

  switch (kind)
    {
    case TG_TEXT_COORD:
      return ctx->coord_font;
    case TG_TEXT_NUMBER:
      return 0.46 * cell;
    case TG_TEXT_NUMBER_SMALL:
      return 0.38 * cell;
    case TG_TEXT_NUMBER_TINY:
      return 0.29 * cell;
    case TG_TEXT_LABEL:
    case TG_N_TEXT_KINDS:
    default:
      return 0.48 * cell;
    }
}

static PangoLayout *
make_layout (TgRenderContext *ctx,
             TgTextKind       kind,
             double           size,
             const char      *text)
{
  TgBoardRenderCache *cache = ctx->cache;
  PangoFontDescription *desc;
  PangoLayout *layout;

  if (cache->pango == NULL)
    {
      cairo_font_options_t *options = cairo_font_options_create ();

      cache->pango = pango_font_map_create_context (pango_cairo_font_map_get_default ());
      cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
      cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_SLIGHT);
      cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
      pango_cairo_context_set_font_options (cache->pango, options);
      cairo_font_options_destroy (options);
    }

  desc = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (desc, MAX (size, 1) * PANGO_SCALE);
  if (kind == TG_TEXT_NUMBER_SMALL || kind == TG_TEXT_NUMBER_TINY)
    pango_font_description_set_stretch (desc, PANGO_STRETCH_CONDENSED);
  if (kind != TG_TEXT_COORD)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_MEDIUM);
  layout = pango_layout_new (cache->pango);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (desc);
  return layout;
}

/* Height of the capitals above the baseline, for vertical centring. */
static double
cap_height (TgRenderContext *ctx,
            TgTextKind       kind,
            double           size)
{
  TgBoardRenderCache *cache = ctx->cache;

  if (cache->text_size[kind] != size || cache->cap_height[kind] <= 0)
    {
      PangoLayout *layout = make_layout (ctx, kind, size, "H");
      PangoRectangle ink;

      pango_layout_get_extents (layout, &ink, NULL);
      cache->cap_height[kind] = (double) pango_layout_get_baseline (layout) / PANGO_SCALE
                                - (double) ink.y / PANGO_SCALE;
      g_object_unref (layout);
      if (cache->text_size[kind] != size)
        {
          g_hash_table_remove_all (cache->text[kind]);
          cache->text_size[kind] = size;
        }
    }
  return cache->cap_height[kind];
}

static TgTextSprite *
get_text (TgRenderContext *ctx,
          TgTextKind       kind,
          const char      *text)
{
  TgBoardRenderCache *cache = ctx->cache;
  double size = _tg_text_size (ctx, kind);
  double cap = cap_height (ctx, kind, size);
  TgTextSprite *sprite = g_hash_table_lookup (cache->text[kind], text);
  PangoLayout *layout;
  PangoRectangle ink;
  double baseline, ix, iy, iw, ih;
  cairo_t *cr;

  if (sprite != NULL)
    return sprite;

  layout = make_layout (ctx, kind, size, text);
  pango_layout_get_extents (layout, &ink, NULL);
  baseline = (double) pango_layout_get_baseline (layout) / PANGO_SCALE;
  ix = floor ((double) ink.x / PANGO_SCALE) - 1;
  iy = floor ((double) ink.y / PANGO_SCALE) - 1;
  iw = ceil ((double) (ink.x + ink.width) / PANGO_SCALE) + 1 - ix;
  ih = ceil ((double) (ink.y + ink.height) / PANGO_SCALE) + 1 - iy;

  sprite = g_new0 (TgTextSprite, 1);
  sprite->mask = cairo_image_surface_create (CAIRO_FORMAT_A8, MAX (1, (int) iw), MAX (1, (int) ih));
  sprite->ink_width = (double) ink.width / PANGO_SCALE;
  /* The ink is centred horizontally; the baseline sits half a capital
   * below the centre. */
  sprite->offset_x = ((double) ink.x / PANGO_SCALE + sprite->ink_width / 2) - ix;
  sprite->offset_y = (baseline - cap / 2) - iy;
  cr = cairo_create (sprite->mask);
  cairo_translate (cr, -ix, -iy);
  pango_cairo_show_layout (cr, layout);
  cairo_destroy (cr);
  g_object_unref (layout);

  g_hash_table_insert (cache->text[kind], g_strdup (text), sprite);
  return sprite;
}

double
_tg_text_width (TgRenderContext *ctx,
                TgTextKind       kind,
                const char      *text)
{
  return get_text (ctx, kind, text)->ink_width;
}

void
_tg_draw_text (TgRenderContext *ctx,
               TgTextKind       kind,
               const char      *text,
               double           x,
               double           y)
{
  cairo_t *cr = ctx->cr;

  if (text == NULL || *text == '\0')
    return;

  if (ctx->vector)
    {
      double size = _tg_text_size (ctx, kind);
      double cap = cap_height (ctx, kind, size);
      PangoLayout *layout = make_layout (ctx, kind, size, text);
      PangoRectangle ink;
      double baseline = (double) pango_layout_get_baseline (layout) / PANGO_SCALE;

      pango_layout_get_extents (layout, &ink, NULL);
      cairo_move_to (cr, x - ((double) ink.x + ink.width / 2.0) / PANGO_SCALE,
                     y + cap / 2 - baseline);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
      return;
    }

  {
    TgTextSprite *sprite = get_text (ctx, kind, text);

    cairo_mask_surface (cr, sprite->mask,
                        round (x - sprite->offset_x), round (y - sprite->offset_y));
  }
}
