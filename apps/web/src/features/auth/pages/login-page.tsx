// SCAFFOLD: replaced by the feature's real screen.
export function LoginPage() {
  return null;
}
