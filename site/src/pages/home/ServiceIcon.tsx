import type { ServiceIcon as Icon } from './homeData';

const PATHS: Record<Icon, string> = {
  // A leaf over a house: energy renovation.
  energy: 'M4 11 12 4l8 7v9H4zM12 17c-3 0-4-3-2-6 2-2 5-2 6-3 0 4-1 9-4 9z',
  // Timber frame: wooden extension.
  wood: 'M3 20h18M5 20V9l7-5 7 5v11M9 20v-6h6v6M5 9h14',
  // Signal over a device: connected home.
  smart: 'M7 9a7 7 0 0 1 10 0M9.5 11.5a3.5 3.5 0 0 1 5 0M12 14v0M6 17h12v3H6z',
};

/** A small line icon for a service card (decorative). */
export function ServiceIcon({ icon }: { icon: Icon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
