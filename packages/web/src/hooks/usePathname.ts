import { useSyncExternalStore } from 'react';
import { useRouter } from './useRouter.js';

export function usePathname(): string {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getPath, router.getPath);
}
