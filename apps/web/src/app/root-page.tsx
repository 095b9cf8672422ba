// SCAFFOLD: replaced by the feature's real screen.
export function RootPage() {
  return null;
}
