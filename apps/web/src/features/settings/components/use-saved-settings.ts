// The settings calls of Manage Settings answer with the club's settings as saved: put where the
// pages read them (GET /api/settings), the colours, name, logo and pictures change at once, with no
// second call and no reload.
import { useCallback } from 'react';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { PublicSettings } from '@springboard/contract/settings';
import { useOperationCache } from '../../../lib/operations';

export function useSavedSettings() {
  const cache = useOperationCache();
  return useCallback((saved: PublicSettings) => cache.set(settingsOperations.get, {}, saved), [cache]);
}
