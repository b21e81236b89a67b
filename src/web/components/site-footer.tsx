/** Footer with the product's quick and legal links. */
export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
        <div>
          <p className="font-semibold text-slate-900">Cityboard</p>
          <p className="mt-2 text-slate-600">Smart matches. Instant listings. Powered by AI.</p>
        </div>
        <nav aria-label="Quick Links">
          <p className="font-semibold text-slate-900">Quick Links</p>
          <ul className="mt-2 space-y-1 text-slate-600">
            <li>Post an Ad</li>
            <li>Browse Categories</li>
            <li>Safety Tips</li>
            <li>Help &amp; Support</li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <p className="font-semibold text-slate-900">Legal</p>
          <ul className="mt-2 space-y-1 text-slate-600">
            <li>Privacy Policy</li>
            <li>Terms of Service</li>
            <li>Cookie Policy</li>
            <li>AdSense Guidelines</li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Cityboard
      </p>
    </footer>
  );
}
