// Tab and bar icons as inline SVG (no request, themable with currentColor). Decorative:
// every use sits next to a text label, so they are hidden from screen readers.
import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function HomeIcon() {
  return (
    <Svg>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20h5v-6h4v6h5V9.5" />
    </Svg>
  );
}

export function PickupIcon() {
  return (
    <Svg>
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5 12 12l9-4.5M12 12v9" />
    </Svg>
  );
}

export function CollectibleIcon() {
  return (
    <Svg>
      <path d="M6 3h12l3 5-9 13L3 8z" />
      <path d="M3 8h18M9 3l3 5 3-5M12 8v13" />
    </Svg>
  );
}

export function GavelIcon() {
  return (
    <Svg>
      <path d="m14 4 6 6M11 7l6 6M12.5 5.5l-4 4 6 6 4-4z" />
      <path d="m10 12-7 7M14 21h7" />
    </Svg>
  );
}

export function UserIcon() {
  return (
    <Svg>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Svg>
  );
}

export function NoticeIcon() {
  return (
    <Svg>
      <path d="M4 10v4h3l6 4V6L7 10z" />
      <path d="M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
    </Svg>
  );
}

export function GoodsIcon() {
  return (
    <Svg>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </Svg>
  );
}

export function AssistIcon() {
  return (
    <Svg>
      <path d="M3 12h4l3-3 4 1 4-3h3" />
      <path d="M3 12v5h3l4 3 5-1 6-6M10 9l4 4" />
    </Svg>
  );
}

export function BackIcon() {
  return (
    <Svg>
      <path d="M15 5 8 12l7 7" />
    </Svg>
  );
}

export function GlobeIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Svg>
  );
}
