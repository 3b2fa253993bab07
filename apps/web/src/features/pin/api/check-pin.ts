/** GET /api/v1/settings/pin/check-pin: whether a PIN is set, and whether PIN use is locked. */
import type { PinStatus } from '@payrail/contract/pin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { pinKeys } from './keys';

export const checkPin = () => http.get<PinStatus>('/settings/pin/check-pin').then(responseBody);

export const pinStatusQueryOptions = () => queryOptions({ queryKey: pinKeys.status(), queryFn: checkPin });

export const usePinStatus = () => useQuery(pinStatusQueryOptions());
