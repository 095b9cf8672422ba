// SCAFFOLD: replaced by the feature's real screen.
export function ContactPage() {
  return null;
}
