/** support.getSupportContact: the channels, hours and (in sandbox mode) the test cards. */
import * as support from '@payrail/contract/routes/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { supportKeys } from './keys';

export const getSupportContact = () => call(support.getSupportContact, {}).then(responseBody);

export const supportContactQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.contact(), queryFn: getSupportContact });

export const useSupportContact = () => useQuery(supportContactQueryOptions());
