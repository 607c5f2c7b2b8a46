import {
  CITIZENSHIP_STATE_LABELS,
  COLLECTED_VEHICLE_FLAGS,
  type CollectedDataView,
  type CollectedTextField,
  type CollectionTopic,
} from '@granska/domain';
import {
  Accordion,
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ConfirmModal } from '../../../components/modals';
import { currentLanguage } from '../../../i18n/i18n';
import { useSaveCollectedData } from '../api/collected-data-record';
import {
  type CollectedBox,
  type CollectedDataFormValues,
  collectedBoxOf,
  emptyLicence,
  emptyVehicle,
  type FormErrors,
  formValuesOf,
  type LicenceValues,
  missingTopics,
  saveRequest,
  serverFieldErrors,
  type VehicleValues,
  validateForm,
} from './collected-data-form-model';

export interface CollectedDataFormProps {
  record: CollectedDataView;
  /** The record was finished (DONE): the page takes over. */
  onFinished: () => void;
}

const TEXT_ROWS = 3;

/**
 * The data collector's form: every field of the spec's collectedDataDetails, grouped by topic, and each
 * topic's collected flag. Topics the order asks for are marked 'Ska samlas in'; 'Spara' keeps the work
 * (Påbörjad), 'Färdigställ' (after confirming) finishes it (Färdigställd), which needs every such topic
 * marked collected.
 */
export const CollectedDataForm = ({ record, onFinished }: CollectedDataFormProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const save = useSaveCollectedData(record.id);
  const [values, setValues] = useState<CollectedDataFormValues>(() => formValuesOf(record));
  const [errors, setErrors] = useState<FormErrors>({});
  const [missing, setMissing] = useState<CollectionTopic[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [othersOpen, setOthersOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const readOnly = !record.mayEdit;
  const required = new Set(record.topics);

  const errorOf = (field: string) => {
    const error = errors[field];
    return error === undefined ? undefined : 'key' in error ? t(error.key) : error.text;
  };

  const edit = (change: (current: CollectedDataFormValues) => CollectedDataFormValues, field?: string) => {
    setValues(change);
    setSaved(false);
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setText = (field: CollectedTextField, value: string) =>
    edit((current) => ({ ...current, text: { ...current.text, [field]: value } }), `text.${field}`);
  const setCollected = (box: CollectedBox, checked: boolean) => {
    edit((current) => ({ ...current, collected: { ...current.collected, [box]: checked } }), box);
    setMissing((current) => current.filter((topic) => collectedBoxOf(topic) !== box));
  };
  const setVehicle = (index: number, change: Partial<VehicleValues>, field?: string) =>
    edit(
      (current) => ({
        ...current,
        vehicles: current.vehicles.map((vehicle, at) => (at === index ? { ...vehicle, ...change } : vehicle)),
      }),
      field ? `vehicles.${index}.${field}` : undefined,
    );
  const setLicence = (index: number, change: Partial<LicenceValues>, field?: string) =>
    edit(
      (current) => ({
        ...current,
        licences: current.licences.map((licence, at) => (at === index ? { ...licence, ...change } : licence)),
      }),
      field ? `licences.${index}.${field}` : undefined,
    );

  const checked = (): boolean => {
    const found = validateForm(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = (finish: boolean) => {
    setConfirming(false);
    save.mutate(saveRequest(values, { finish, modified: record.modified }), {
      onSuccess: () => {
        if (finish) onFinished();
        else setSaved(true);
      },
      onError: (error) => setErrors(serverFieldErrors(error, currentLanguage(i18n))),
    });
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending || !checked()) return;
    submit(false);
  };

  const onFinish = () => {
    if (readOnly || save.isPending || !checked()) return;
    const notCollected = missingTopics(record.topics, values);
    setMissing(notCollected);
    if (notCollected.length > 0) {
      setErrors(
        Object.fromEntries(
          notCollected.map((topic) => [collectedBoxOf(topic), { key: 'dataCollector.form.notCollected' }]),
        ),
      );
      return;
    }
    setConfirming(true);
  };

  const topicLabel = (topic: CollectionTopic) => t(`dataCollector.topics.${topic}`);

  const collectedBox = (topic: CollectionTopic, extra: { disabled?: boolean; description?: string } = {}) => {
    const box = collectedBoxOf(topic);
    return (
      <Checkbox
        label={t('dataCollector.form.collected', { topic: topicLabel(topic) })}
        checked={values.collected[box]}
        onChange={(event) => setCollected(box, event.currentTarget.checked)}
        error={errorOf(box)}
        disabled={extra.disabled}
        description={extra.description}
      />
    );
  };

  const textArea = (field: CollectedTextField) => (
    <Textarea
      label={t(`dataCollector.form.${field}`)}
      value={values.text[field]}
      onChange={(event) => setText(field, event.currentTarget.value)}
      error={errorOf(`text.${field}`)}
      rows={TEXT_ROWS}
      maxLength={5000}
    />
  );

  const topic = (name: CollectionTopic, children: ReactNode) => (
    <Fieldset
      key={name}
      legend={
        <Group gap="xs">
          <span>{topicLabel(name)}</span>
          {required.has(name) && (
            <Badge color="blue" variant="light" size="sm">
              {t('dataCollector.form.required')}
            </Badge>
          )}
        </Group>
      }
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );

  const citizenshipChecked = required.has('citizenship');

  // What the customer ordered comes first; the other topics wait folded away (nothing ordered: all shown).
  const topics: [CollectionTopic, ReactNode][] = [
    [
      'education',
      <>
        {textArea('verifyEducation')}
        {collectedBox('education')}
      </>,
    ],
    [
      'employer',
      <>
        {textArea('verifyEmployer')}
        {collectedBox('employer')}
      </>,
    ],
    [
      'extraQuestion',
      <>
        {record.screeningQuestions.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('dataCollector.form.questions')}
            </Text>
            <List size="sm">
              {record.screeningQuestions.map((question) => (
                <List.Item key={question}>{question}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {textArea('extraQuestion')}
        {collectedBox('extraQuestion')}
      </>,
    ],
    [
      'debtHistory',
      <>
        {textArea('debtHistorySixRegister')}
        {collectedBox('debtHistory')}
      </>,
    ],
    [
      'citizenship',
      <>
        {textArea('citizenship')}
        <Text size="sm" c="dimmed">
          {t('dataCollector.form.citizenshipState', {
            state: CITIZENSHIP_STATE_LABELS[record.citizenshipState][language],
          })}
        </Text>
        {collectedBox('citizenship', {
          disabled: !citizenshipChecked,
          ...(citizenshipChecked ? {} : { description: t('dataCollector.form.citizenshipNotChecked') }),
        })}
      </>,
    ],
    [
      'driversLicense',
      <>
        <LicenceRows
          licences={values.licences}
          errorOf={errorOf}
          onChange={setLicence}
          onAdd={() => edit((current) => ({ ...current, licences: [...current.licences, emptyLicence()] }))}
          onRemove={(index) =>
            edit((current) => ({
              ...current,
              licences: current.licences.filter((_, at) => at !== index),
            }))
          }
        />
        {textArea('driversLicenseComment')}
        {collectedBox('driversLicense')}
      </>,
    ],
    [
      'vehicleOwnership',
      <>
        <VehicleRows
          vehicles={values.vehicles}
          errorOf={errorOf}
          onChange={setVehicle}
          onAdd={() => edit((current) => ({ ...current, vehicles: [...current.vehicles, emptyVehicle()] }))}
          onRemove={(index) =>
            edit((current) => ({
              ...current,
              vehicles: current.vehicles.filter((_, at) => at !== index),
            }))
          }
        />
        {collectedBox('vehicleOwnership')}
      </>,
    ],
    [
      'sanctionList',
      <>
        <Text size="sm" c="dimmed">
          {t('dataCollector.form.sanctionListHint')}
        </Text>
        {collectedBox('sanctionList')}
      </>,
    ],
    [
      'tradingProhibition',
      <>
        <Text size="sm" c="dimmed">
          {t('dataCollector.form.tradingProhibitionHint')}
        </Text>
        {collectedBox('tradingProhibition')}
      </>,
    ],
  ];
  const somethingOrdered = topics.some(([name]) => required.has(name));
  const orderedTopics = somethingOrdered ? topics.filter(([name]) => required.has(name)) : topics;
  const otherTopics = somethingOrdered ? topics.filter(([name]) => !required.has(name)) : [];

  return (
    <>
      <form aria-label={t('dataCollector.form.label')} onSubmit={onSave} noValidate>
        <Fieldset variant="unstyled" disabled={readOnly || save.isPending}>
          <Stack gap="md">
            {orderedTopics.map(([name, children]) => topic(name, children))}
            {otherTopics.length > 0 && (
              <Accordion
                variant="contained"
                value={othersOpen ? 'others' : null}
                onChange={(value) => setOthersOpen(value === 'others')}
              >
                <Accordion.Item value="others">
                  <Accordion.Control>
                    {t('dataCollector.form.notOrdered', { count: otherTopics.length })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="md">{otherTopics.map(([name, children]) => topic(name, children))}</Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
            )}
            <Fieldset legend={t('dataCollector.form.other')}>{textArea('other')}</Fieldset>
          </Stack>
        </Fieldset>

        <Stack gap="sm" mt="md">
          {missing.length > 0 && (
            <Alert color="orange" role="alert" title={t('dataCollector.form.missingTitle')}>
              {t('dataCollector.form.missing', { topics: missing.map(topicLabel).join(', ') })}
            </Alert>
          )}
          {Object.values(errors).some(Boolean) && missing.length === 0 && (
            <Text c="red.8" size="sm" role="alert">
              {t('dataCollector.form.errors.form')}
            </Text>
          )}
          <ApiErrorAlert error={save.error} onClose={() => save.reset()} />
          {saved && (
            <Text c="teal.9" size="sm" role="status">
              {t('dataCollector.form.saved')}
            </Text>
          )}
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" variant="default" loading={save.isPending && !confirming}>
                {t('dataCollector.form.save')}
              </Button>
              <Button type="button" onClick={onFinish} disabled={save.isPending}>
                {t('dataCollector.form.finish')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t('dataCollector.form.finishTitle')}
        message={t('dataCollector.form.finishMessage')}
        confirmLabel={t('dataCollector.form.finish')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => submit(true)}
        loading={save.isPending}
      />
    </>
  );
};

interface RowsProps<T> {
  errorOf: (field: string) => string | undefined;
  onChange: (index: number, change: Partial<T>, field?: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

const LicenceRows = ({
  licences,
  errorOf,
  onChange,
  onAdd,
  onRemove,
}: RowsProps<LicenceValues> & { licences: readonly LicenceValues[] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="group" aria-label={t('dataCollector.form.licences.legend')}>
      <Text size="sm" fw={500}>
        {t('dataCollector.form.licences.legend')}
      </Text>
      {licences.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('dataCollector.form.licences.empty')}
        </Text>
      )}
      {licences.map((licence, index) => {
        const number = index + 1;
        return (
          <Group key={licence.key} align="flex-end" gap="sm">
            <TextInput
              label={t('dataCollector.form.licences.type', { number })}
              value={licence.type}
              onChange={(event) => onChange(index, { type: event.currentTarget.value }, 'type')}
              error={errorOf(`licences.${index}.type`)}
              maxLength={20}
              w={140}
            />
            <TextInput
              type="date"
              label={t('dataCollector.form.licences.issuedDate', { number })}
              value={licence.issuedDate}
              onChange={(event) => onChange(index, { issuedDate: event.currentTarget.value }, 'issuedDate')}
              error={errorOf(`licences.${index}.issuedDate`)}
              w={200}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('dataCollector.form.licences.remove', { number })}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
          {t('dataCollector.form.licences.add')}
        </Button>
      </Group>
    </Stack>
  );
};

const VehicleRows = ({
  vehicles,
  errorOf,
  onChange,
  onAdd,
  onRemove,
}: RowsProps<VehicleValues> & { vehicles: readonly VehicleValues[] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {vehicles.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('dataCollector.form.vehicles.empty')}
        </Text>
      )}
      {vehicles.map((vehicle, index) => {
        const number = index + 1;
        const field = (name: 'vehicle' | 'regNr' | 'modelYear' | 'comment') => ({
          label: t(`dataCollector.form.vehicles.${name}`),
          value: vehicle[name],
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange(index, { [name]: event.currentTarget.value }, name),
          error: errorOf(`vehicles.${index}.${name}`),
        });
        return (
          <Fieldset
            key={vehicle.key}
            legend={t('dataCollector.form.vehicles.row', { number })}
            variant="filled"
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput {...field('vehicle')} maxLength={200} />
                <TextInput {...field('regNr')} maxLength={20} />
                <TextInput {...field('modelYear')} inputMode="numeric" maxLength={4} />
              </SimpleGrid>
              <Group gap="lg">
                {COLLECTED_VEHICLE_FLAGS.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={t(`dataCollector.form.vehicles.${flag}`)}
                    checked={vehicle[flag]}
                    onChange={(event) => onChange(index, { [flag]: event.currentTarget.checked })}
                  />
                ))}
              </Group>
              <Textarea {...field('comment')} rows={1} maxLength={5000} />
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => onRemove(index)}
                >
                  {t('dataCollector.form.vehicles.remove', { number })}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
          {t('dataCollector.form.vehicles.add')}
        </Button>
      </Group>
    </Stack>
  );
};
