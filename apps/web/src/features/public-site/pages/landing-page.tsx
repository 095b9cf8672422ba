// SCAFFOLD: replaced by the feature's real screen.
export function LandingPage() {
  return null;
}
