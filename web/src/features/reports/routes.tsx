/** Placeholder for the reports screens (owned by the admin engineer): rendered at /reports/* behind the guard. */
export default function ReportsRoutes() {
  return <p>Reports are coming soon.</p>;
}
