import type { PsTagView } from '@granska/domain';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { DangerModal } from '../../../components/modals';
import { PageHeading } from '../../../components/page-title/page-heading';
import { useUserMessage } from '../../../i18n/user-message';
import { useCreateTag, useDeleteTag, useRenameTag, useTags } from '../api/sak-api';
import { useSakRights } from '../rights';

const TAG_MAX_LENGTH = 60;

/** One tag's name, editable in place for PSEditTag. */
const TagName = ({ tag, onRenamed }: { tag: PsTagView; onRenamed: (name: string) => void }) => {
  const { t } = useTranslation();
  const rename = useRenameTag();
  const message = useUserMessage();
  const [name, setName] = useState<string | null>(null);
  if (name === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text span>{tag.name}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setName(tag.name)}
          aria-label={t('sak.tags.renameTag', { name: tag.name })}
        >
          {t('sak.tags.rename')}
        </Button>
      </Group>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: tag.id, name: name.trim() },
      {
        onSuccess: () => {
          setName(null);
          onRenamed(name.trim());
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('sak.tags.renameTag', { name: tag.name })}>
      <Group gap="xs" align="flex-start">
        <TextInput
          label={t('sak.tags.newName')}
          value={name}
          maxLength={TAG_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          error={rename.error ? message(rename.error.message) : undefined}
          required
        />
        <Button type="submit" mt={24} loading={rename.isPending} disabled={name.trim() === ''}>
          {t('sak.tags.save')}
        </Button>
        <Button variant="default" mt={24} onClick={() => setName(null)}>
          {t('sak.form.cancel')}
        </Button>
      </Group>
    </form>
  );
};

/** `sak/tags`: the customer's tags with how many persons have each; made, renamed and deleted by right. */
export const TagsPage = () => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const tags = useTags({ enabled: rights.seeTags });
  const create = useCreateTag();
  const remove = useDeleteTag();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<PsTagView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = 'sak-tags-title';

  if (!rights.seeTags) return <Text>{t('sak.tags.noAccess')}</Text>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    create.mutate(wanted, {
      onSuccess: () => {
        setName('');
        setNotice(t('sak.tags.created', { name: wanted }));
      },
    });
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <PageHeading id={titleId}>{t('sak.tags.title')}</PageHeading>
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      {rights.tag && (
        <form onSubmit={submit} aria-label={t('sak.tags.newTag')}>
          <Group align="flex-end">
            <TextInput
              label={t('sak.tags.newTag')}
              value={name}
              maxLength={TAG_MAX_LENGTH}
              onChange={(event) => setName(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
            <Button type="submit" loading={create.isPending} disabled={name.trim() === ''}>
              {t('sak.tags.add')}
            </Button>
          </Group>
        </form>
      )}
      <ApiErrorAlert error={create.error ?? remove.error} />
      {tags.isPending ? (
        <Loader size="sm" aria-label={t('sak.tags.loading')} />
      ) : tags.isError ? (
        <ApiErrorAlert error={tags.error} />
      ) : (
        <DataTable<PsTagView>
          rows={tags.data}
          rowKey={(tag) => tag.id}
          labelledBy={titleId}
          empty={t('sak.tags.empty')}
          columns={[
            {
              key: 'name',
              header: t('sak.tags.name'),
              rowHeader: true,
              cell: (tag) =>
                rights.renameTag ? (
                  <TagName
                    tag={tag}
                    onRenamed={(renamed) => setNotice(t('sak.tags.renamed', { name: renamed }))}
                  />
                ) : (
                  tag.name
                ),
            },
            { key: 'persons', header: t('sak.tags.persons'), align: 'right', cell: (tag) => tag.persons },
            ...(rights.deleteTag
              ? [
                  {
                    key: 'delete',
                    header: t('sak.tags.actions'),
                    cell: (tag: PsTagView) => (
                      <Button
                        size="compact-sm"
                        variant="default"
                        color="red"
                        onClick={() => setDeleting(tag)}
                        aria-label={t('sak.tags.deleteTag', { name: tag.name })}
                      >
                        {t('sak.tags.delete')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <DangerModal
        opened={deleting !== null}
        title={t('sak.tags.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('sak.tags.deleteMessage', { count: deleting?.persons ?? 0 })}
        deleteLabel={t('sak.tags.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setNotice(t('sak.tags.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
};
