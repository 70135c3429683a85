/* tg-side-panel.c: players, the current node's comment, the game tree
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tg-score.h"
#include "tg-side-panel.h"
#include "tg-tooltip-fit.h"
#include "tg-ui-rules.h"

struct _TgSidePanel
{
  GtkWidget       parent_instance;

  GtkWidget      *players_box;
  GtkWidget      *black_row;
  GtkWidget      *white_row;
  GtkLabel       *black_name;
  GtkLabel       *white_name;
  GtkLabel       *black_captures;
  GtkLabel       *white_captures;
  GtkLabel       *info_label;
  GtkLabel       *result_label;
  GtkWidget      *clock_slot;
  GtkWidget      *estimate_slot;
  GtkStack       *mode_stack;
  GtkPaned       *paned;
  GtkLabel       *node_label;
  GtkLabel       *name_label;
  GtkWidget      *annotations_box;
  GtkTextView    *comment_view;
  GtkWidget      *comment_placeholder;
  GtkWidget      *tree_scroller;
  TgGameTreeView *tree_view;

  TgGame         *game;
  TgNode          comment_node;
  gboolean        loading_comment;
  gboolean        editing_comment;  /* the user clicked (or tabbed) into it */
  GtkWidget      *mode_page;
  GtkWidget      *clock;
  GtkWidget      *estimate;
  char           *black_text;
  char           *white_text;
  TgColor         shown_turn;
  gboolean        game_over;
  gboolean        paned_placed;
};

G_DEFINE_FINAL_TYPE (TgSidePanel, tg_side_panel, GTK_TYPE_WIDGET)

/* Texts ------------------------------------------------------------------- */

static char *
player_markup (TgGame     *game,
               const char *name_id,
               const char *rank_id,
               const char *fallback)
{
  g_autofree char *name = tg_game_get_info (game, name_id);
  g_autofree char *rank = tg_game_get_info (game, rank_id);
  g_autofree char *name_e = g_markup_escape_text (name && *name ? name : fallback, -1);

  if (rank != NULL && *rank)
    {
      g_autofree char *rank_e = g_markup_escape_text (rank, -1);

      return g_strdup_printf ("<b>%s</b>  <span alpha=\"60%%\">%s</span>", name_e, rank_e);
    }
  return g_strdup_printf ("<b>%s</b>", name_e);
}

/* The row of the player to move stands out (none when the game is over). */
static void
update_turn (TgSidePanel *self)
{
  TgColor turn = tg_game_get_phase (self->game) == TG_PHASE_PLAYING && !self->game_over
                 ? tg_game_get_to_play (self->game) : TG_EMPTY;

  self->shown_turn = turn;
  if (turn == TG_BLACK)
    gtk_widget_add_css_class (self->black_row, "to-move");
  else
    gtk_widget_remove_css_class (self->black_row, "to-move");
  if (turn == TG_WHITE)
    gtk_widget_add_css_class (self->white_row, "to-move");
  else
    gtk_widget_remove_css_class (self->white_row, "to-move");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->black_row),
                               GTK_ACCESSIBLE_STATE_SELECTED, turn == TG_BLACK, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->white_row),
                               GTK_ACCESSIBLE_STATE_SELECTED, turn == TG_WHITE, -1);
}

/* "Komi 7.5, 3¾ stones (子) · Chinese rules · Handicap 2 · 9×9". */
static char *
terms_text (TgGame *game)
{
  const TgRules *rules = tg_game_get_rules (game);
  g_autofree char *komi = tg_half_points_to_string (tg_game_get_komi (game));
  GString *info = g_string_new (NULL);

  if (tg_rules_counts_in_zi (rules))
    {
      g_autofree char *zi = tg_half_points_to_zi (tg_game_get_komi (game));

      /* Translators: komi in points and in stones (子), as Chinese players
       * count: "Komi 7.5, 3¾ stones (子)" (Chinese: "贴目 7.5（3¾ 子）") */
      g_string_append_printf (info, _("Komi %s, %s"), komi, zi);
    }
  else
    g_string_append_printf (info, _("Komi %s"), komi);
  g_string_append_printf (info, " · %s", tg_rules_preset_get_label (rules->preset));
  if (tg_game_get_handicap (game) >= 2)
    {
      g_string_append (info, " · ");
      g_string_append_printf (info, _("Handicap %u"), tg_game_get_handicap (game));
    }
  if (tg_game_get_width (game) != 19 || tg_game_get_height (game) != 19)
    g_string_append_printf (info, " · %u×%u", tg_game_get_width (game), tg_game_get_height (game));
  return g_string_free (info, FALSE);
}

static void
update_result (TgSidePanel *self)
{
  g_autofree char *result = tg_game_get_info (self->game, "RE");

  gtk_widget_set_visible (GTK_WIDGET (self->result_label), result != NULL && *result);
  if (result != NULL && *result)
    {
      /* In words, as the record's rules count: 黑中盘胜, 黑胜 3¾ 子. */
      g_autofree char *words = tg_score_describe_result (result, tg_game_get_rules (self->game));
      g_autofree char *text = NULL;

      /* RE[?] and RE[Void] say "Result unknown" and "No result" on
       * their own: not "Result: Result unknown" (结果：结果未知). */
      if (g_strcmp0 (result, "?") == 0 || g_ascii_strcasecmp (result, "Void") == 0)
        text = g_steal_pointer (&words);
      else
        text = g_strdup_printf (_("Result: %s"), words);
      gtk_label_set_text (self->result_label, text);
    }
}

static void
update_players (TgSidePanel *self)
{
  const TgBoard *board;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autofree char *captures = NULL;
  g_autofree char *terms = NULL;

  if (self->game == NULL)
    return;

  black = player_markup (self->game, "PB", "BR", _("Black"));
  white = player_markup (self->game, "PW", "WR", _("White"));
  gtk_label_set_markup (self->black_name, black);
  gtk_label_set_markup (self->white_name, white);
  g_free (self->black_text);
  g_free (self->white_text);
  self->black_text = g_strdup (gtk_label_get_text (self->black_name));
  self->white_text = g_strdup (gtk_label_get_text (self->white_name));

  board = tg_game_get_board (self->game);
  captures = g_strdup_printf (_("Captures: %u"), board->captures[TG_BLACK]);
  gtk_label_set_text (self->black_captures, captures);
  g_free (captures);
  captures = g_strdup_printf (_("Captures: %u"), board->captures[TG_WHITE]);
  gtk_label_set_text (self->white_captures, captures);

  update_turn (self);
  terms = terms_text (self->game);
  gtk_label_set_text (self->info_label, terms);
  tg_tooltip_set_text (GTK_WIDGET (self->info_label),
                               tg_game_get_rules_warning (self->game));
  update_result (self);
}

static void
add_annotation (TgSidePanel *self,
                const char  *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "annotation");
  gtk_box_append (GTK_BOX (self->annotations_box), label);
}

static void
update_annotations (TgSidePanel *self,
                    TgGameTree  *tree,
                    TgNode       node)
{
  static const struct { const char *id; const char *one; const char *two; } kinds[] = {
    { "GB", N_("Good for Black"), N_("Very good for Black") },
    { "GW", N_("Good for White"), N_("Very good for White") },
    { "DM", N_("Even position"), N_("Very even position") },
    { "UC", N_("Unclear position"), N_("Very unclear position") },
    { "HO", N_("Hotspot"), N_("Hotspot") },
    { "TE", N_("Tesuji"), N_("Strong tesuji") },
    { "BM", N_("Bad move"), N_("Very bad move") },
    { "DO", N_("Doubtful move"), N_("Doubtful move") },
    { "IT", N_("Interesting move"), N_("Interesting move") },
  };
  GtkWidget *child;
  const char *value;
  gboolean any = FALSE;

  while ((child = gtk_widget_get_first_child (self->annotations_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->annotations_box), child);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      value = tg_game_tree_get_value (tree, node, kinds[i].id);
      if (value == NULL)
        continue;
      add_annotation (self, g_str_equal (value, "2") ? _(kinds[i].two) : _(kinds[i].one));
      any = TRUE;
    }
  value = tg_game_tree_get_value (tree, node, "V");
  if (value != NULL && *value)
    {
      g_autofree char *text = g_strdup_printf (_("Value %s"), value);

      add_annotation (self, text);
      any = TRUE;
    }
  gtk_widget_set_visible (self->annotations_box, any);
}

static void
update_node (TgSidePanel *self)
{
  TgGameTree *tree = tg_game_get_tree (self->game);
  TgNode node = tg_game_get_current_node (self->game);
  guint number = tg_game_get_move_number (self->game);
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  TgMoveVerdict verdict = tg_game_get_move_verdict (self->game, node);
  TgColor color;
  TgPoint point;

  if (tg_game_get_last_move (self->game, &color, &point))
    {
      if (point == TG_PASS)
        text = g_strdup_printf (color == TG_BLACK ? _("Move %u · Black passes")
                                                  : _("Move %u · White passes"), number);
      else
        {
          char buf[TG_POINT_GTP_SIZE];

          text = g_strdup_printf (color == TG_BLACK ? _("Move %u · Black %s")
                                                    : _("Move %u · White %s"),
                                  number, tg_point_to_gtp (point, tg_game_get_height (self->game), buf));
        }
    }
  else if (verdict == TG_MOVE_OFF_BOARD)
    {
      g_autofree char *move = tg_ui_move_name (self->game, node);

      /* Translators: "Move 3 · Black zz", a point that is not on the board. */
      text = g_strdup_printf (_("Move %u · %s"), number, move);
    }
  else if (node == tg_game_get_root (self->game))
    text = g_strdup (_("Start of the game"));
  else if (number == 0)
    text = g_strdup (_("Setup"));
  else
    text = g_strdup_printf (_("After move %u"), number);
  if (verdict != TG_MOVE_OK)
    {
      g_autofree char *plain = g_steal_pointer (&text);

      /* Translators: "Move 3 · Black Q4 (illegal: occupied)". */
      text = g_strdup_printf (_("%s (illegal: %s)"), plain, tg_ui_move_verdict_note (verdict));
    }
  gtk_label_set_text (self->node_label, text);
  /* The note may not fit a narrow panel: the tooltip has it whole. */
  tg_tooltip_set_text (GTK_WIDGET (self->node_label), verdict != TG_MOVE_OK ? text : NULL);

  name = tg_game_tree_get_text (tree, node, "N");
  gtk_widget_set_visible (GTK_WIDGET (self->name_label), name != NULL && *name);
  gtk_label_set_text (self->name_label, name != NULL ? name : "");

  update_annotations (self, tree, node);
}

static void
update_placeholder (TgSidePanel *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);

  gtk_widget_set_visible (self->comment_placeholder,
                          gtk_text_buffer_get_char_count (buffer) == 0 &&
                          !gtk_widget_has_focus (GTK_WIDGET (self->comment_view)));
}

static void
load_comment (TgSidePanel *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  TgNode node = tg_game_get_current_node (self->game);
  g_autofree char *comment = tg_game_get_comment (self->game);

  if (node == self->comment_node)
    {
      g_autofree char *shown = NULL;
      GtkTextIter start, end;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
      if (g_strcmp0 (shown, comment != NULL ? comment : "") == 0)
        return;
    }

  self->loading_comment = TRUE;
  self->comment_node = node;
  gtk_text_buffer_set_text (buffer, comment != NULL ? comment : "", -1);
  self->loading_comment = FALSE;
  update_placeholder (self);
}

static void
comment_changed_cb (TgSidePanel   *self,
                    GtkTextBuffer *buffer)
{
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  update_placeholder (self);
  if (self->loading_comment || self->game == NULL)
    return;
  if (self->comment_node != tg_game_get_current_node (self->game))
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  tg_game_set_comment (self->game, text);
}

/* The comment editor owns the keys only while the user works in it: after
 * a click into it (or Tab to it), until Escape or the focus goes. */
static void
leave_comment (TgSidePanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  self->editing_comment = FALSE;
  if (root != NULL && gtk_widget_has_focus (GTK_WIDGET (self->comment_view)))
    gtk_root_set_focus (root, NULL);
}

static void
comment_pressed_cb (TgSidePanel *self)
{
  self->editing_comment = TRUE;
}

static gboolean
comment_key_pressed_cb (TgSidePanel     *self,
                        guint            keyval,
                        guint            keycode,
                        GdkModifierType  state)
{
  if (keyval != GDK_KEY_Escape || (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  leave_comment (self);
  return TRUE;
}

static void
comment_focus_enter_cb (TgSidePanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  /* Focus that came from the keyboard (Tab) is the user's choice too. */
  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)))
    self->editing_comment = TRUE;
  update_placeholder (self);
}

static void
comment_focus_leave_cb (TgSidePanel *self)
{
  self->editing_comment = FALSE;
  update_placeholder (self);
}

/* Game signals ------------------------------------------------------------ */

static void
position_changed_cb (TgSidePanel *self)
{
  update_players (self);
  update_node (self);
  load_comment (self);
}

static void
tree_changed_cb (TgSidePanel *self)
{
  update_players (self);
  update_node (self);
  /* The record's comment may have been written by someone else (Done
   * writes the count into it); typing here leaves the two equal. */
  load_comment (self);
}

static void
phase_changed_cb (TgSidePanel *self)
{
  update_players (self);
}

void
tg_side_panel_set_game (TgSidePanel *self,
                        TgGame      *game)
{
  g_return_if_fail (TG_IS_SIDE_PANEL (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  tg_game_tree_view_set_game (self->tree_view, game);
  self->comment_node = TG_NODE_NONE;
  /* Another record: the keys go back to it, not to the old comment. */
  leave_comment (self);
  if (game == NULL)
    return;

  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (tree_changed_cb), self);
  g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (phase_changed_cb), self);
  position_changed_cb (self);
}

void
tg_side_panel_set_game_over (TgSidePanel *self,
                             gboolean     game_over)
{
  g_return_if_fail (TG_IS_SIDE_PANEL (self));

  if (self->game_over == !!game_over)
    return;
  self->game_over = !!game_over;
  update_players (self);
}

TgGame *
tg_side_panel_get_game (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  return self->game;
}

/* Seams ------------------------------------------------------------------- */

void
tg_side_panel_set_mode_page (TgSidePanel *self,
                             GtkWidget   *page)
{
  g_return_if_fail (TG_IS_SIDE_PANEL (self));

  if (self->mode_page == page)
    return;
  if (self->mode_page != NULL)
    gtk_stack_remove (self->mode_stack, self->mode_page);
  self->mode_page = page;
  if (page != NULL)
    {
      gtk_stack_add_named (self->mode_stack, page, "mode");
      gtk_stack_set_visible_child (self->mode_stack, page);
    }
  else
    gtk_stack_set_visible_child_name (self->mode_stack, "review");
}

void
tg_side_panel_set_clock (TgSidePanel *self,
                         GtkWidget   *clock)
{
  g_return_if_fail (TG_IS_SIDE_PANEL (self));

  if (self->clock == clock)
    return;
  if (self->clock != NULL)
    gtk_box_remove (GTK_BOX (self->clock_slot), self->clock);
  self->clock = clock;
  if (clock != NULL)
    gtk_box_append (GTK_BOX (self->clock_slot), clock);
  gtk_widget_set_visible (self->clock_slot, clock != NULL);
}

void
tg_side_panel_set_estimate (TgSidePanel *self,
                            GtkWidget   *estimate)
{
  g_return_if_fail (TG_IS_SIDE_PANEL (self));

  if (self->estimate == estimate)
    return;
  if (self->estimate != NULL)
    gtk_box_remove (GTK_BOX (self->estimate_slot), self->estimate);
  self->estimate = estimate;
  if (estimate != NULL)
    gtk_box_append (GTK_BOX (self->estimate_slot), estimate);
  gtk_widget_set_visible (self->estimate_slot, estimate != NULL);
}

void
tg_side_panel_set_analysis (TgSidePanel *self,
                            GtkWidget   *analysis)
{
  g_return_if_fail (TG_IS_SIDE_PANEL (self));

  gtk_widget_insert_after (analysis, GTK_WIDGET (self), self->estimate_slot);
}

/* Accessors --------------------------------------------------------------- */

TgGameTreeView *
tg_side_panel_get_tree_view (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  return self->tree_view;
}

GtkTextView *
tg_side_panel_get_comment_view (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  return self->comment_view;
}

const char *
tg_side_panel_get_player_text (TgSidePanel *self,
                               TgColor      color)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  return color == TG_BLACK ? self->black_text : self->white_text;
}

const char *
tg_side_panel_get_captures_text (TgSidePanel *self,
                                 TgColor      color)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  return gtk_label_get_text (color == TG_BLACK ? self->black_captures : self->white_captures);
}

const char *
tg_side_panel_get_info_text (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  return gtk_label_get_text (self->info_label);
}

const char *
tg_side_panel_get_result_text (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->result_label)))
    return NULL;
  return gtk_label_get_text (self->result_label);
}

const char *
tg_side_panel_get_node_text (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), NULL);
  return gtk_label_get_text (self->node_label);
}

gboolean
tg_side_panel_get_editing_comment (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), FALSE);
  return self->editing_comment && gtk_widget_has_focus (GTK_WIDGET (self->comment_view));
}

TgColor
tg_side_panel_get_shown_turn (TgSidePanel *self)
{
  g_return_val_if_fail (TG_IS_SIDE_PANEL (self), TG_EMPTY);
  return self->shown_turn;
}

/* Object ------------------------------------------------------------------ */

static void
tg_side_panel_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TgSidePanel *self = TG_SIDE_PANEL (widget);

  GTK_WIDGET_CLASS (tg_side_panel_parent_class)->size_allocate (widget, width, height, baseline);

  /* Give the comment about 40 % of the space below the players, once. */
  if (!self->paned_placed && gtk_widget_get_height (GTK_WIDGET (self->paned)) > 0)
    {
      self->paned_placed = TRUE;
      gtk_paned_set_position (self->paned, gtk_widget_get_height (GTK_WIDGET (self->paned)) * 2 / 5);
    }
}

static void
tg_side_panel_dispose (GObject *object)
{
  TgSidePanel *self = TG_SIDE_PANEL (object);
  GtkWidget *child;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_SIDE_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tg_side_panel_parent_class)->dispose (object);
}

static void
tg_side_panel_finalize (GObject *object)
{
  TgSidePanel *self = TG_SIDE_PANEL (object);

  g_free (self->black_text);
  g_free (self->white_text);

  G_OBJECT_CLASS (tg_side_panel_parent_class)->finalize (object);
}

static void
tg_side_panel_class_init (TgSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_side_panel_dispose;
  object_class->finalize = tg_side_panel_finalize;
  widget_class->size_allocate = tg_side_panel_size_allocate;

  g_type_ensure (TG_TYPE_GAME_TREE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tengen/Tengen/tg-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, players_box);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, black_row);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, white_row);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, black_name);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, white_name);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, black_captures);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, white_captures);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, info_label);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, result_label);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, clock_slot);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, estimate_slot);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, paned);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, node_label);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, annotations_box);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, comment_view);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, comment_placeholder);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, tree_scroller);
  gtk_widget_class_bind_template_child (widget_class, TgSidePanel, tree_view);

  gtk_widget_class_set_css_name (widget_class, "sidepanel");
}

static void
tg_side_panel_init (TgSidePanel *self)
{
  GtkEventController *focus;
  GtkEventController *keys;
  GtkGesture *click;

  self->comment_node = TG_NODE_NONE;
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_swapped (gtk_text_view_get_buffer (self->comment_view), "changed",
                            G_CALLBACK (comment_changed_cb), self);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (comment_focus_enter_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (comment_focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->comment_view), focus);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (comment_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->comment_view), GTK_EVENT_CONTROLLER (click));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (comment_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->comment_view), keys);
}

GtkWidget *
tg_side_panel_new (void)
{
  return g_object_new (TG_TYPE_SIDE_PANEL, NULL);
}
