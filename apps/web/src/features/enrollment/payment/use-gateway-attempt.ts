import type { CreatePurchaseRequest, ZCreatePurchaseResponse } from '@screener/contracts/purchase';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { createPurchase } from '../api';
import type { GatewayFormProps, PurchaseAttempt } from './gateway-form-props';

/** What a gateway adds to the shared attempt, for each gateway (`charge_type`) on its own. */
type GatewayFields = CreatePurchaseRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, keyof PurchaseAttempt>
    : never
  : never;

/**
 * What every gateway form does around its provider's own steps: sends the attempt with the
 * gateway's fields, and tells the dialog it is busy from the start until the attempt settles or fails.
 */
export function useGatewayAttempt({ attempt, onSettled, onFailed, onBusyChange }: GatewayFormProps) {
  const [busy, setBusy] = useState(false);

  const setWorking = useCallback(
    (working: boolean) => {
      setBusy(working);
      onBusyChange(working);
    },
    [onBusyChange],
  );
  const start = useCallback(() => setWorking(true), [setWorking]);
  const settle = useCallback(
    (reply: z.infer<typeof ZCreatePurchaseResponse>) => {
      setWorking(false);
      onSettled(reply);
    },
    [onSettled, setWorking],
  );
  const fail = useCallback(
    (message: string) => {
      setWorking(false);
      onFailed(message);
    },
    [onFailed, setWorking],
  );
  const sendPurchase = useCallback(
    (fields: GatewayFields) => createPurchase({ ...attempt, ...fields }, attempt.screener_id),
    [attempt],
  );

  return { busy, start, settle, fail, sendPurchase };
}
