// Motion the user asked the system to reduce (prefers-reduced-motion). Stylesheets use the media
// query itself (components/ui/reduced-motion.test.ts checks them); scripts that animate — a
// smooth scroll — ask here first.

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** `smooth`, unless the user asked for less motion: then the scroll jumps. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
