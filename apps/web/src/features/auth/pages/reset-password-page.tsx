// SCAFFOLD: replaced by the feature's real screen.
export function ResetPasswordPage() {
  return null;
}
