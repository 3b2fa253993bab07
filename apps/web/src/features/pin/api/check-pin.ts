/** pin.checkPin: whether a PIN is set, and whether PIN use is locked. */
import * as pin from '@payrail/contract/routes/pin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { pinKeys } from './keys';

export const checkPin = () => call(pin.checkPin, {}).then(responseBody);

export const pinStatusQueryOptions = () => queryOptions({ queryKey: pinKeys.status(), queryFn: checkPin });

export const usePinStatus = () => useQuery(pinStatusQueryOptions());
