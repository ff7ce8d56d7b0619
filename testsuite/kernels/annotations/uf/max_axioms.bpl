// Axioms for the uninterpreted function MAX of max_uf.cl: it is at least
// each of its arguments.
function {:bvbuiltin "bvuge"} UGE32(bv32, bv32) : bool;
axiom (forall x, y : bv32 :: { MAX(x, y) } UGE32(MAX(x, y), x) && UGE32(MAX(x, y), y));
