// SCAFFOLD: replaced by the feature's real screen.
export function ProgramsPage() {
  return null;
}
