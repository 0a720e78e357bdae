import { Link } from 'react-router';

export default function NotFoundRoute() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className="text-brand-700 underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  );
}
