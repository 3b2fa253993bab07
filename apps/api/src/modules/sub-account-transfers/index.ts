/** The sub-account funds transfers module's public face (issue 15). */
export { subAccountTransferRoutes } from './routes.ts';
export {
  fundsTransferRequestInfo,
  requestSubAccountTransfer,
  startSubAccountTransfer,
} from './transfer-service.ts';
