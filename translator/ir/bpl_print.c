/* Printing the Boogie IR as Boogie 2 text. */
#include "bpl.h"

#include <stdio.h>
#include <string.h>

void bpl_print_type(StrBuf *b, const BType *t) {
  switch (t->kind) {
  case TY_BOOL:
    sb_puts(b, "bool");
    break;
  case TY_INT:
    sb_puts(b, "int");
    break;
  case TY_BV:
    sb_printf(b, "bv%d", t->width);
    break;
  case TY_MAP:
    sb_putc(b, '[');
    bpl_print_type(b, t->key);
    sb_putc(b, ']');
    bpl_print_type(b, t->val);
    break;
  }
}

static const char *binop_text(ExprKind k) {
  switch (k) {
  case E_AND: return "&&";
  case E_OR: return "||";
  case E_IMPLIES: return "==>";
  case E_IFF: return "<==>";
  case E_EQ: return "==";
  case E_NE: return "!=";
  default: return NULL;
  }
}

void bpl_print_expr(StrBuf *b, const Expr *e) {
  switch (e->kind) {
  case E_VAR:
    sb_puts(b, e->var->name);
    return;
  case E_BOOL:
    sb_puts(b, e->lit ? "true" : "false");
    return;
  case E_BV:
    sb_printf(b, "%llubv%d", (unsigned long long)e->lit, e->type->width);
    return;
  case E_INT:
    if ((int64_t)e->lit < 0)
      sb_printf(b, "(0 - %llu)", (unsigned long long)(0 - e->lit));
    else
      sb_printf(b, "%lld", (long long)e->lit);
    return;
  case E_NOT:
    sb_puts(b, "!(");
    bpl_print_expr(b, e->args[0]);
    sb_putc(b, ')');
    return;
  case E_FN:
    if (e->op == BV_EXTRACT) {
      sb_putc(b, '(');
      bpl_print_expr(b, e->args[0]);
      sb_printf(b, ")[%d:%d]", (int)e->lit + e->type->width, (int)e->lit);
      return;
    }
    if (e->op == BV_CONCAT) {
      sb_putc(b, '(');
      bpl_print_expr(b, e->args[0]);
      sb_puts(b, " ++ ");
      bpl_print_expr(b, e->args[1]);
      sb_putc(b, ')');
      return;
    }
    sb_printf(b, "%s(", e->fn);
    for (int i = 0; i < e->nargs; i++) {
      if (i)
        sb_puts(b, ", ");
      bpl_print_expr(b, e->args[i]);
    }
    sb_putc(b, ')');
    return;
  case E_SELECT:
    bpl_print_expr(b, e->args[0]);
    sb_putc(b, '[');
    bpl_print_expr(b, e->args[1]);
    sb_putc(b, ']');
    return;
  case E_STORE:
    bpl_print_expr(b, e->args[0]);
    sb_putc(b, '[');
    bpl_print_expr(b, e->args[1]);
    sb_puts(b, " := ");
    bpl_print_expr(b, e->args[2]);
    sb_putc(b, ']');
    return;
  case E_ITE:
    sb_puts(b, "(if ");
    bpl_print_expr(b, e->args[0]);
    sb_puts(b, " then ");
    bpl_print_expr(b, e->args[1]);
    sb_puts(b, " else ");
    bpl_print_expr(b, e->args[2]);
    sb_putc(b, ')');
    return;
  case E_OTHER:
  case E_ENABLED:
  case E_SAME_GROUP:
  case E_LOG:
  case E_LOG_OFFSET:
  case E_MEM:
    /* Instrumentation resolves these; reaching here is a bug upstream. */
    sb_puts(b, "<kernel-level expression>");
    return;
  default:
    break;
  }
  sb_putc(b, '(');
  bpl_print_expr(b, e->args[0]);
  sb_printf(b, " %s ", binop_text(e->kind));
  bpl_print_expr(b, e->args[1]);
  sb_putc(b, ')');
}

/* Counts lines incrementally so locating every assert stays linear. */
typedef struct {
  size_t scanned;
  int line;
} LineCounter;

static int current_line(const StrBuf *b, LineCounter *lc) {
  for (; lc->scanned < b->len; lc->scanned++)
    lc->line += b->s[lc->scanned] == '\n';
  return lc->line;
}

/* How a check's assertion is printed in one procedure. */
typedef enum { ASSERTED, ASSUMED, LEFT_OUT } CheckMode;

static void print_stmt(StrBuf *b, const Stmt *s, CheckMode mode, int *line_of_check,
                       int ncheck, LineCounter *lc) {
  switch (s->kind) {
  case S_ASSIGN:
    sb_printf(b, "  %s", s->lhs->name);
    if (s->index) {
      sb_putc(b, '[');
      bpl_print_expr(b, s->index);
      sb_putc(b, ']');
    }
    sb_puts(b, " := ");
    bpl_print_expr(b, s->e);
    break;
  case S_HAVOC:
    sb_printf(b, "  havoc %s", s->lhs->name);
    break;
  case S_ASSUME:
    sb_printf(b, "  assume %s", s->attrs ? s->attrs : "");
    bpl_print_expr(b, s->e);
    break;
  case S_ASSERT:
    if (mode == LEFT_OUT)
      return;
    if (s->check >= 0 && s->check < ncheck && line_of_check)
      line_of_check[s->check] = current_line(b, lc);
    sb_printf(b, "  %s %s", mode == ASSUMED ? "assume" : "assert",
              s->check_only ? "{:subsumption 0} " : s->attrs ? s->attrs : "");
    bpl_print_expr(b, s->e);
    break;
  case S_COMMENT:
    sb_printf(b, "  // %s\n", s->attrs);
    return;
  }
  sb_puts(b, ";\n");
}

/* A builtin's SMT-LIB name: "bvadd", or "(_ zero_extend 24)". */
static void print_smt_name(StrBuf *b, const Func *f) {
  if (f->op == BV_ZEXT || f->op == BV_SEXT) {
    sb_printf(b, "(_ %s %d)", f->op == BV_ZEXT ? "zero_extend" : "sign_extend",
              f->ret->width - f->params[0]->width);
    return;
  }
  sb_puts(b, "bv");
  for (const char *c = bv_op_name(f->op); *c; c++)
    sb_putc(b, (char)(*c - 'A' + 'a'));
}

static void print_func(StrBuf *b, const Func *f) {
  sb_puts(b, "function ");
  if (f->op != BV_NONE) {
    sb_puts(b, "{:bvbuiltin \"");
    print_smt_name(b, f);
    sb_puts(b, "\"} ");
  }
  sb_printf(b, "%s(", f->name);
  for (int i = 0; i < f->nparams; i++) {
    if (i)
      sb_puts(b, ", ");
    bpl_print_type(b, f->params[i]);
  }
  sb_puts(b, ") : ");
  bpl_print_type(b, f->ret);
  sb_puts(b, ";\n");
}

/* In part `part` of parts (NULL: the whole proof), or with every check
 * assumed. Assertions that are no check (Houdini's candidates) stay
 * asserted where checks are assumed: they are what inference refutes. */
static CheckMode check_mode(const Stmt *s, bool checks_assumed, const BplParts *parts,
                            int part) {
  if (checks_assumed)
    return s->check_only ? LEFT_OUT : s->check >= 0 ? ASSUMED : ASSERTED;
  if (!parts)
    return ASSERTED;
  int own = s->check >= 0 ? parts->part_of_check[s->check] : parts->candidate_part;
  return own == part ? ASSERTED : s->check_only ? LEFT_OUT : ASSUMED;
}

static void print_procedure(StrBuf *b, const Program *p, int *line_of_check, int ncheck,
                            bool checks_assumed, const BplParts *parts, int part,
                            LineCounter *lc) {
  if (parts)
    sb_printf(b, "\n// part %d: %s\nprocedure {:entrypoint} %s$%d()\n{\n", part,
              parts->titles[part], p->proc_name, part);
  else
    sb_printf(b, "\nprocedure {:entrypoint} %s()\n{\n", p->proc_name);
  for (int i = 0; i < p->vars.len; i++) {
    const Var *v = p->vars.items[i];
    if (v->kind != VAR_LOCAL)
      continue;
    sb_printf(b, "  var %s : ", v->name);
    bpl_print_type(b, v->type);
    sb_puts(b, ";\n");
  }
  for (int i = 0; i < p->blocks.len; i++) {
    const Block *blk = p->blocks.items[i];
    sb_printf(b, "%s:\n", blk->label);
    for (int j = 0; j < blk->stmts.len; j++) {
      const Stmt *s = blk->stmts.items[j];
      CheckMode mode = s->kind == S_ASSERT ? check_mode(s, checks_assumed, parts, part)
                                           : ASSERTED;
      /* A split proof reports a check at the part that asserts it. */
      bool located = mode == ASSERTED || !parts;
      print_stmt(b, s, mode, located ? line_of_check : NULL, ncheck, lc);
    }
    if (blk->succs.len == 0) {
      sb_puts(b, "  return;\n");
      continue;
    }
    sb_puts(b, "  goto ");
    for (int j = 0; j < blk->succs.len; j++)
      sb_printf(b, "%s%s", j ? ", " : "", ((Block *)blk->succs.items[j])->label);
    sb_puts(b, ";\n");
  }
  sb_puts(b, "}\n");
}

/* Functions, constants and axioms, then the procedure once per part. */
static void print_program(StrBuf *b, const Program *p, int *line_of_check, int ncheck,
                          bool checks_assumed, const BplParts *parts) {
  LineCounter lc = {b->len, 1};
  for (int i = 0; i < p->funcs.len; i++)
    print_func(b, p->funcs.items[i]);
  for (int i = 0; i < p->vars.len; i++) {
    const Var *v = p->vars.items[i];
    if (v->kind != VAR_CONST)
      continue;
    sb_printf(b, "const %s%s%s : ", v->attrs ? v->attrs : "",
              v->attrs ? " " : "", v->name);
    bpl_print_type(b, v->type);
    sb_puts(b, ";\n");
  }
  for (int i = 0; i < p->axioms.len; i++) {
    sb_puts(b, "axiom ");
    bpl_print_expr(b, p->axioms.items[i]);
    sb_puts(b, ";\n");
  }
  for (int part = 0; part < (parts ? parts->n : 1); part++)
    print_procedure(b, p, line_of_check, ncheck, checks_assumed, parts, part, &lc);
}

void bpl_print_program(StrBuf *b, const Program *p, int *line_of_check,
                       int ncheck, bool checks_assumed) {
  print_program(b, p, line_of_check, ncheck, checks_assumed, NULL);
}

void bpl_print_program_parts(StrBuf *b, const Program *p, int *line_of_check,
                             int ncheck, const BplParts *parts) {
  print_program(b, p, line_of_check, ncheck, false, parts);
}
