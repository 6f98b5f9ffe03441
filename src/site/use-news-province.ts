import { useState } from 'react';
import { appConfig } from '@/lib/app-config';
import { isProvince } from './provinces';

const key = () => `${appConfig.productName}_newsProvince`;

function readProvince(): string {
  try {
    const stored = localStorage.getItem(key());
    return isProvince(stored) ? stored : '';
  } catch {
    return '';
  }
}

/**
 * The province a visitor reads exam news for, '' for all provinces. Remembered on this device:
 * someone preparing for an exam in 河北 wants 河北's news on every visit.
 */
export function useNewsProvince(): [string, (province: string) => void] {
  const [province, setProvince] = useState(readProvince);
  const choose = (next: string) => {
    setProvince(next);
    try {
      if (next) localStorage.setItem(key(), next);
      else localStorage.removeItem(key());
    } catch {
      // Storage refused (private mode, quota): the choice still holds for this page.
    }
  };
  return [province, choose];
}
