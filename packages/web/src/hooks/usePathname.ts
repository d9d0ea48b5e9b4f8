import { useSyncExternalStore } from 'react';
import type { RouteState } from '../router.js';
import { useRouter } from './useRouter.js';

export function useRoute(): RouteState {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getState, router.getState);
}

export function usePathname(): string {
  return useRoute().path;
}
