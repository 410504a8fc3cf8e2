import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AwardCategory } from '@screener/contracts/ballots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { useApiErrorText } from '../use-api-error-text';
import { useSaveCategory } from './ballots-api';

/** The company's award categories: each renamed in place, and a new one added below. */
export function CategoriesPanel({ categories }: { categories: AwardCategory[] }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6">
        {t('ballots.categories')}
      </Typography>
      {categories.length === 0 ? <Typography>{t('ballots.noCategories')}</Typography> : null}
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} />
      ))}
      <CategoryRow category={null} />
    </Stack>
  );
}

function CategoryRow({ category }: { category: AwardCategory | null }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const submit = () =>
    save.mutate(category ? { id: category.id, name } : { name }, {
      onSuccess: () => {
        notify(t('ballots.categorySaved'), 'success');
        if (!category) setName('');
      },
      onError: (error) => notify(apiErrorText(error), 'error'),
    });
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        size="small"
        required
        label={category ? t('ballots.categoryName') : t('ballots.newCategory')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ flex: '1 1 auto', maxInlineSize: 480 }}
      />
      <Button type="submit" variant={category ? 'text' : 'contained'} loading={save.isPending}>
        {category ? t('ballots.rename') : t('ballots.addCategory')}
      </Button>
    </Stack>
  );
}
