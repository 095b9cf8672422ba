// SCAFFOLD: replaced by the feature's real screen.
export function AboutPage() {
  return null;
}
