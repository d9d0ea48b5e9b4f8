import { useContext } from 'react';
import type { Router } from '../router.js';
import { RouterContext } from '../router-context.js';

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter outside <RouterContext>');
  return router;
}
