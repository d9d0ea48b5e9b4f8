import { createContext } from 'react';
import type { Router } from './router.js';

export const RouterContext = createContext<Router | null>(null);
