/** Placeholder footer: replaced by the full footer with link groups and contact details. */
export function Footer() {
  return <footer />;
}
