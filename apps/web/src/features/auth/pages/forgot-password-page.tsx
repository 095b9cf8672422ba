// SCAFFOLD: replaced by the feature's real screen.
export function ForgotPasswordPage() {
  return null;
}
