import { createContext, useContext } from 'react';
import type { MockControl } from '@/lib/mock-control';

/**
 * The embedded mock backend's controls, where it runs (absent with mocks off): the testers' panel and
 * what only the mock can tell, such as a record's write log (a record page's 历史).
 */
export const MockControlContext = createContext<MockControl | undefined>(undefined);

export const useMockControl = () => useContext(MockControlContext);
