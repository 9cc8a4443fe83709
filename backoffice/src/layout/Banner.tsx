import Alert from '@mui/material/Alert';
import { useCallback, useState } from 'react';

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

export const Banner = ({ banner, onClose }: { banner: BannerState | null; onClose: () => void }) =>
  banner ? (
    <Alert severity={banner.severity} onClose={onClose} closeText="Fermer" variant="filled" sx={{ mb: 2 }}>
      {banner.message}
    </Alert>
  ) : null;
