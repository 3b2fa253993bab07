/** Settings → APIs & webhooks: the API keys and their allow-list, the webhook and callback addresses, replaying webhooks and the signing secret. */
import { Alert } from '#components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useApiConfiguration } from '../api/get-api-configuration';
import { AllowListForm } from './allow-list-form';
import { ApiKeysCard } from './api-keys-card';
import { SigningSecret } from './signing-secret';
import { WebhookForm } from './webhook-form';
import { WebhookReplays } from './webhook-replays';

export function ApiConfigurationTab() {
  const config = useApiConfiguration();
  if (config.isPending) return <Spinner label="Loading API settings" />;
  if (config.isError) return <Alert tone="error">{config.error.message}</Alert>;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>API keys</CardTitle>
          <CardDescription>
            Sandbox keys start with pk_test_ and sk_test_, live keys with pk_live_ and sk_live_. Keep secret
            keys on your server.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApiKeysCard config={config.data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>IP allow-list</CardTitle>
        </CardHeader>
        <CardContent>
          <AllowListForm current={config.data.ipAllowList} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Webhooks</CardTitle>
          <CardDescription>
            Payrail tells your server about payments as they happen, and retries for about three days until it
            answers.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <WebhookForm current={config.data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Signing secret</CardTitle>
        </CardHeader>
        <CardContent>
          {config.data.webhookSecret ? (
            <SigningSecret secret={config.data.webhookSecret} />
          ) : (
            <p className="text-sm text-slate-600">
              Your signing secret is created when you first save a webhook URL.
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Replay webhooks</CardTitle>
          <CardDescription>
            Send every webhook of a time window again, for example after your server was down. Each goes out
            as a new delivery with its own webhook-id.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <WebhookReplays />
        </CardContent>
      </Card>
    </div>
  );
}
