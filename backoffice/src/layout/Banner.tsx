import Alert from '@mui/material/Alert';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBasename, useLocation } from 'react-admin';

export interface BannerState {
  severity: 'success' | 'error';
  message: string;
}

/** Green and red banners that stay until dismissed or replaced (docs/product.md#bandeaux-et-messages). */
export function useBanner() {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const success = useCallback((message: string) => setBanner({ severity: 'success', message }), []);
  const error = useCallback((message: string) => setBanner({ severity: 'error', message }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, success, error, clear };
}

type Banners = ReturnType<typeof useBanner>;

const ScreenBannerContext = createContext<Banners | null>(null);

/** The screen an address belongs to: its first segment under the back-office (`templates` in `/templates/t1`). */
const screenOf = (pathname: string, basename: string) =>
  pathname.slice(pathname.startsWith(basename) ? basename.length : 0).split('/')[1] ?? '';

/**
 * One banner for the screen on show, kept while its routes change (a template saved on
 * `/templates/create` is announced on `/templates`) and cleared when another screen opens.
 */
export const ScreenBannerProvider = ({ children }: { children: ReactNode }) => {
  const banners = useBanner();
  const screen = screenOf(useLocation().pathname, useBasename());
  const shown = useRef(screen);
  const { clear } = banners;
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    clear();
  }, [screen, clear]);
  return <ScreenBannerContext.Provider value={banners}>{children}</ScreenBannerContext.Provider>;
};

/** The banner of the screen, shared by its routes; a screen rendered on its own keeps its own. */
export function useScreenBanner(): Banners {
  const own = useBanner();
  return useContext(ScreenBannerContext) ?? own;
}

export const Banner = ({ banner, onClose }: { banner: BannerState | null; onClose: () => void }) =>
  banner ? (
    <Alert severity={banner.severity} onClose={onClose} closeText="Fermer" variant="filled" sx={{ mb: 2 }}>
      {banner.message}
    </Alert>
  ) : null;
