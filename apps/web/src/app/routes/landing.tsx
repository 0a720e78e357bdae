export function LandingRoute() {
  return <main className="p-6">Soko</main>;
}
