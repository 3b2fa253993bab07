import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Select } from '#components/ui/select.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useBusinessCategories } from '../api/get-business-categories';
import { useIndustries } from '../api/get-industry-categories';
import { useKyb } from '../api/get-kyb';
import { CategoryChoice } from './category-choice';
import { OnboardingHeading } from './onboarding-heading';

type Choice = { categoryId: string; industryId: string };

/**
 * /merchant-onboarding/get-started: the merchant chooses a business category (GET
 * business-categories) and industry (GET industry-categories), then fills the category's first
 * stage. Nothing is saved here: saving the business details records both choices.
 */
export function GetStartedPage() {
  useDocumentTitle('Verify your business');
  const navigate = useNavigate();
  const categories = useBusinessCategories();
  const industries = useIndustries();
  const { data: kyb } = useKyb();
  const savedIndustry = kyb?.stages['business-details']?.industryId;
  const form = useForm<Choice>({
    defaultValues: {
      categoryId: kyb ? String(kyb.business_category_id) : '',
      industryId: typeof savedIndustry === 'number' ? String(savedIndustry) : '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    ({ categoryId, industryId }) =>
      void navigate({
        to: '/merchant-onboarding/$categoryId',
        params: { categoryId },
        search: { stage: 'business-details', industry: Number(industryId) },
      }),
  );
  const failed = categories.status === 'error' ? categories : industries;
  const status =
    categories.status === 'error' || industries.status === 'error'
      ? 'error'
      : categories.status === 'pending' || industries.status === 'pending'
        ? 'pending'
        : 'success';

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl space-y-6">
      <OnboardingHeading description="Tell us what kind of business you run. Each kind has its own short list of steps; your progress is saved as you go." />
      <ListStatus
        status={status}
        error={failed.error}
        onRetry={() => void Promise.all([categories.refetch(), industries.refetch()])}
        isEmpty={!categories.data?.length}
        empty="No business categories are available yet. Please try again later."
        loadingLabel="Loading business categories"
      >
        <form noValidate onSubmit={submit}>
          <Card>
            <CardContent className="space-y-6">
              <CategoryChoice
                categories={categories.data ?? []}
                error={errors.categoryId?.message}
                {...form.register('categoryId', { required: 'Choose a business category' })}
              />
              <FormField label="Industry" error={errors.industryId?.message}>
                <Select {...form.register('industryId', { required: 'Choose an industry' })}>
                  <option value="">Choose an industry</option>
                  {(industries.data ?? []).map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.name}
                    </option>
                  ))}
                </Select>
              </FormField>
              {kyb?.status === 'rejected' ? (
                <Alert tone="warning">
                  Changing the category keeps what you saved; review each step again.
                </Alert>
              ) : null}
              <div className="flex justify-end">
                <Button type="submit">Continue</Button>
              </div>
            </CardContent>
          </Card>
        </form>
      </ListStatus>
    </section>
  );
}
