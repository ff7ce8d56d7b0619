// An obligation of the user's own, and a false one.
procedure user_lemma()
{
  assert false;
}
