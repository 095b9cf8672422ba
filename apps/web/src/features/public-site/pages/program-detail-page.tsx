// SCAFFOLD: replaced by the feature's real screen.
export function ProgramDetailPage() {
  return null;
}
