import {
  BUSINESS_LIMITS,
  CHECKPOINT_LABELS,
  Checkpoint,
  CUSTOMER_SERVICE_LABELS,
  type CustomerService,
  DELETION_POLICY_LABELS,
  DeletionPolicy,
  LOGIN_SERVICE_TREE,
  type LoginServiceNode,
  MOTIVATION_THEME_LABELS,
  MotivationTheme,
  SaveCustomerRequest,
  SERVICE_LABELS,
  SERVICES,
} from '@granska/domain';
import { Accordion, Box, Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthsOf } from '../../../../components/form';
import { currentLanguage } from '../../../../i18n/i18n';
import type { CustomerDraft } from './customer-draft';
import {
  FlagField,
  LinesField,
  LongTextField,
  NumberField,
  SettingField,
  TextField,
} from './customer-fields';

/** The longest texts the server takes (SaveCustomerRequest); the fields stop the typing there. */
const CUSTOMER_LIMITS = maxLengthsOf(SaveCustomerRequest);

const CHECKPOINTS = Checkpoint.options;
const MOTIVATION_THEMES = MotivationTheme.options;

type Nested = 'custContact' | 'custBillingData' | 'bkConfig' | 'lfdConfig' | 'psConfig' | 'rtConfig';

export interface SectionProps {
  draft: CustomerDraft;
  update: (patch: Partial<CustomerDraft>) => void;
  updateIn: <K extends Nested>(key: K, patch: Partial<NonNullable<CustomerDraft[K]>>) => void;
  errors: Partial<Record<string, string>>;
}

export const CUSTOMER_SECTIONS = [
  'basic',
  'billing',
  'access',
  'backgroundCheck',
  'lfd',
  'protectiveSecurity',
  'referenceCheck',
  'invoiceCompanies',
  'screening',
  'serviceCost',
  'motivations',
  'positionAnalysis',
  'screeningQuestions',
  'notes',
] as const;
export type CustomerSection = (typeof CUSTOMER_SECTIONS)[number];

const Section = ({ value, children }: { value: CustomerSection; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>{t(`admin.customerEditor.sections.${value}`)}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
};

/** Every part of the customer (spec §3) in collapsible sections; the basic one starts open. */
export const CustomerSections = (props: SectionProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { draft, update, updateIn, errors } = props;
  const f = (key: string) => t(`admin.customerEditor.fields.${key}`);
  const contact = draft.custContact ?? {};
  const billing = draft.custBillingData ?? {};
  const bk = draft.bkConfig ?? {};
  const lfd = draft.lfdConfig ?? {};
  const ps = draft.psConfig ?? {
    deletionPolicy: 'RETAIN',
    sriPerformsInterview: true,
    sriPerformsReferenceCheck: true,
  };
  const checkpoints = draft.screeningCheckpoints ?? [];
  const motivations = draft.custMotivations ?? [];

  const setCheckpoint = (
    checkpoint: Checkpoint,
    patch: { available?: boolean; cost?: number | undefined; standardChecked?: boolean },
  ) => {
    const existing = checkpoints.find((entry) => entry.checkpoint === checkpoint);
    if (patch.available === false) {
      update({ screeningCheckpoints: checkpoints.filter((entry) => entry.checkpoint !== checkpoint) });
      return;
    }
    const { available: _available, ...fields } = patch;
    const next = { ...(existing ?? { checkpoint }), ...fields };
    update({
      screeningCheckpoints: existing
        ? checkpoints.map((entry) => (entry.checkpoint === checkpoint ? next : entry))
        : [...checkpoints, next],
    });
  };

  return (
    <Accordion multiple defaultValue={['basic']} variant="separated" order={3}>
      <Section value="basic">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField
            label={f('custNo')}
            value={draft.custNo}
            onChange={(custNo) => update({ custNo })}
            maxLength={CUSTOMER_LIMITS.custNo}
            required
            error={errors.custNo}
          />
          <TextField
            label={f('custName')}
            value={draft.custName}
            onChange={(custName) => update({ custName })}
            maxLength={CUSTOMER_LIMITS.custName}
            required
            error={errors.custName}
          />
          <TextField
            label={f('custOrgNo')}
            value={draft.custOrgNo}
            onChange={(custOrgNo) => update({ custOrgNo })}
            maxLength={CUSTOMER_LIMITS.custOrgNo}
            required
            error={errors.custOrgNo}
          />
        </SimpleGrid>
        <TextField
          label={f('custAdress')}
          value={draft.custAdress}
          onChange={(custAdress) => update({ custAdress })}
          maxLength={CUSTOMER_LIMITS.custAdress}
        />
        <Fieldset legend={f('contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={f('ccName')}
              value={contact.ccName}
              onChange={(ccName) => updateIn('custContact', { ccName })}
            />
            <TextField
              label={f('ccAdress')}
              value={contact.ccAdress}
              onChange={(ccAdress) => updateIn('custContact', { ccAdress })}
            />
            <TextField
              label={f('ccPhone')}
              value={contact.ccPhone}
              onChange={(ccPhone) => updateIn('custContact', { ccPhone })}
            />
            <TextField
              label={f('ccEmail')}
              value={contact.ccEmail}
              onChange={(ccEmail) => updateIn('custContact', { ccEmail })}
              maxLength={BUSINESS_LIMITS.EMAIL_MAX_LENGTH}
              error={errors['custContact.ccEmail']}
            />
          </SimpleGrid>
        </Fieldset>
        <Group>
          <FlagField
            label={f('hiddenCustomer')}
            description={f('hiddenCustomerHelp')}
            value={draft.hiddenCustomer}
            onChange={(hiddenCustomer) => update({ hiddenCustomer })}
          />
          <FlagField
            label={f('testCustomer')}
            description={f('testCustomerHelp')}
            value={draft.testCustomer}
            onChange={(testCustomer) => update({ testCustomer })}
          />
        </Group>
      </Section>

      <Section value="billing">
        <TextField
          label={f('billingAdress')}
          value={billing.billingAdress}
          onChange={(billingAdress) => updateIn('custBillingData', { billingAdress })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            label={f('billingVolume')}
            value={billing.billingVolume}
            onChange={(billingVolume) => updateIn('custBillingData', { billingVolume })}
          />
          <TextField
            label={f('billingPeriod')}
            value={billing.billingPeriod}
            onChange={(billingPeriod) => updateIn('custBillingData', { billingPeriod })}
          />
          <TextField
            label={f('billingReference')}
            value={billing.billingReference}
            onChange={(billingReference) => updateIn('custBillingData', { billingReference })}
          />
          <TextField
            label={f('billingCustAccount')}
            value={billing.billingCustAccount}
            onChange={(billingCustAccount) => updateIn('custBillingData', { billingCustAccount })}
          />
          <TextField
            label={f('billingSriAccount')}
            value={billing.billingSriAccount}
            onChange={(billingSriAccount) => updateIn('custBillingData', { billingSriAccount })}
          />
          <NumberField
            label={f('billingDiscount')}
            decimals
            value={billing.billingDiscount}
            onChange={(billingDiscount) => updateIn('custBillingData', { billingDiscount })}
          />
        </SimpleGrid>
      </Section>

      <Section value="access">
        <AccessTree
          nodes={LOGIN_SERVICE_TREE}
          access={draft.access ?? []}
          onChange={(access) => update({ access })}
          language={language}
        />
      </Section>

      <Section value="backgroundCheck">
        <FlagField
          label={f('checkCitizenship')}
          value={bk.checkCitizenship}
          onChange={(checkCitizenship) => updateIn('bkConfig', { checkCitizenship })}
        />
        <FlagField
          label={f('riscOrderer')}
          value={bk.riscOrderer}
          onChange={(riscOrderer) => updateIn('bkConfig', { riscOrderer })}
        />
        <FlagField
          label={f('riscRecipient')}
          value={bk.riscRecipient}
          onChange={(riscRecipient) => updateIn('bkConfig', { riscRecipient })}
        />
        <FlagField
          label={f('enableCriminalRecord')}
          value={bk.enableCriminalRecord}
          onChange={(enableCriminalRecord) => updateIn('bkConfig', { enableCriminalRecord })}
        />
        <FlagField
          label={f('showVerifyEmployer')}
          value={bk.showVerifyEmployer}
          onChange={(showVerifyEmployer) => updateIn('bkConfig', { showVerifyEmployer })}
        />
        <FlagField
          label={f('customerShowVerifyEmployer')}
          value={draft.showVerifyEmployer}
          onChange={(showVerifyEmployer) => update({ showVerifyEmployer })}
        />
        <LongTextField
          label={f('orderInstructions')}
          value={bk.orderInstructions}
          onChange={(orderInstructions) => updateIn('bkConfig', { orderInstructions })}
        />
      </Section>

      <Section value="lfd">
        <NumberField
          label={f('followUpLfdInterval')}
          value={lfd.followUpLfdInterval}
          onChange={(followUpLfdInterval) => updateIn('lfdConfig', { followUpLfdInterval })}
        />
        <SettingField
          label={f('followUpLfdStandard')}
          value={lfd.followUpLfdStandard}
          onChange={(followUpLfdStandard) => updateIn('lfdConfig', { followUpLfdStandard })}
        />
        <Checkbox.Group
          label={f('followUpLfdCheckPoints')}
          value={lfd.followUpLfdCheckPoints ?? []}
          onChange={(values) => updateIn('lfdConfig', { followUpLfdCheckPoints: values as Checkpoint[] })}
        >
          <Group mt="xs">
            {CHECKPOINTS.map((checkpoint) => (
              <Checkbox key={checkpoint} value={checkpoint} label={CHECKPOINT_LABELS[checkpoint][language]} />
            ))}
          </Group>
        </Checkbox.Group>
        <FlagField
          label={f('enableCriminalRecord')}
          value={lfd.enableCriminalRecord}
          onChange={(enableCriminalRecord) => updateIn('lfdConfig', { enableCriminalRecord })}
        />
      </Section>

      <Section value="protectiveSecurity">
        <Radio.Group
          label={f('deletionPolicy')}
          value={ps.deletionPolicy}
          onChange={(value) => updateIn('psConfig', { deletionPolicy: value as DeletionPolicy })}
        >
          <Group mt="xs">
            {DeletionPolicy.options.map((policy) => (
              <Radio key={policy} value={policy} label={DELETION_POLICY_LABELS[policy][language]} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FlagField
            label={f('sriPerformsInterview')}
            value={ps.sriPerformsInterview}
            onChange={(sriPerformsInterview) => updateIn('psConfig', { sriPerformsInterview })}
          />
          <FlagField
            label={f('sriPerformsReferenceCheck')}
            value={ps.sriPerformsReferenceCheck}
            onChange={(sriPerformsReferenceCheck) => updateIn('psConfig', { sriPerformsReferenceCheck })}
          />
          <FlagField
            label={f('enableInterviewSettings')}
            value={ps.enableInterviewSettings}
            onChange={(enableInterviewSettings) => updateIn('psConfig', { enableInterviewSettings })}
          />
          <FlagField
            label={f('enableReferenceCheckSettings')}
            value={ps.enableReferenceCheckSettings}
            onChange={(enableReferenceCheckSettings) =>
              updateIn('psConfig', { enableReferenceCheckSettings })
            }
          />
          <FlagField
            label={f('hideReferenceCheckField')}
            value={ps.hideReferenceCheckField}
            onChange={(hideReferenceCheckField) => updateIn('psConfig', { hideReferenceCheckField })}
          />
          <SettingField
            label={f('verifyFormerEmployerSetting')}
            value={ps.verifyFormerEmployerSetting}
            onChange={(verifyFormerEmployerSetting) => updateIn('psConfig', { verifyFormerEmployerSetting })}
          />
          <FlagField
            label={f('hideEmployerField')}
            value={ps.hideEmployerField}
            onChange={(hideEmployerField) => updateIn('psConfig', { hideEmployerField })}
          />
          <SettingField
            label={f('verifyEducationSetting')}
            value={ps.verifyEducationSetting}
            onChange={(verifyEducationSetting) => updateIn('psConfig', { verifyEducationSetting })}
          />
          <FlagField
            label={f('hideEducationField')}
            value={ps.hideEducationField}
            onChange={(hideEducationField) => updateIn('psConfig', { hideEducationField })}
          />
          <FlagField
            label={f('checkCitizenship')}
            value={ps.checkCitizenship}
            onChange={(checkCitizenship) => updateIn('psConfig', { checkCitizenship })}
          />
          <FlagField
            label={f('lawIncluded')}
            value={ps.lawIncluded}
            onChange={(lawIncluded) => updateIn('psConfig', { lawIncluded })}
          />
          <FlagField
            label={f('omitConsent')}
            value={ps.omitConsent}
            onChange={(omitConsent) => updateIn('psConfig', { omitConsent })}
          />
          <FlagField
            label={f('followUpGu')}
            value={ps.followUpGu}
            onChange={(followUpGu) => updateIn('psConfig', { followUpGu })}
          />
          <FlagField
            label={f('riscOrderer')}
            value={ps.riscOrderer}
            onChange={(riscOrderer) => updateIn('psConfig', { riscOrderer })}
          />
          <FlagField
            label={f('riscRecipient')}
            value={ps.riscRecipient}
            onChange={(riscRecipient) => updateIn('psConfig', { riscRecipient })}
          />
          <SettingField
            label={f('spiReporting')}
            value={ps.spiReporting}
            onChange={(spiReporting) => updateIn('psConfig', { spiReporting })}
          />
          <FlagField
            label={f('enableCriminalRecord')}
            value={ps.enableCriminalRecord}
            onChange={(enableCriminalRecord) => updateIn('psConfig', { enableCriminalRecord })}
          />
          <FlagField
            label={f('showVerifyEmployer')}
            value={ps.showVerifyEmployer}
            onChange={(showVerifyEmployer) => updateIn('psConfig', { showVerifyEmployer })}
          />
        </SimpleGrid>
        <NumberField
          label={f('flagLimit')}
          value={ps.flagLimit}
          onChange={(flagLimit) => updateIn('psConfig', { flagLimit })}
        />
        <LinesField
          label={f('scsQuestionIds')}
          description={f('onePerLine')}
          value={ps.scsQuestionIds}
          onChange={(scsQuestionIds) => updateIn('psConfig', { scsQuestionIds })}
        />
        <LongTextField
          label={f('orderInstructions')}
          value={ps.orderInstructions}
          onChange={(orderInstructions) => updateIn('psConfig', { orderInstructions })}
        />
      </Section>

      <Section value="referenceCheck">
        <LongTextField
          label={f('alternativePsText')}
          value={draft.rtConfig?.alternativePsText}
          onChange={(alternativePsText) => updateIn('rtConfig', { alternativePsText })}
        />
      </Section>

      <Section value="invoiceCompanies">
        <LinesField
          label={f('invoiceCompanies')}
          description={f('onePerLine')}
          value={draft.invoiceCompanies}
          onChange={(invoiceCompanies) => update({ invoiceCompanies })}
        />
      </Section>

      <Section value="screening">
        <TextField
          label={f('screeningStandard')}
          value={draft.screeningStandard}
          onChange={(screeningStandard) => update({ screeningStandard })}
        />
        <Table>
          <Table.Caption>{f('screeningCheckpoints')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{f('checkpoint')}</Table.Th>
              <Table.Th>{f('checkpointCost')}</Table.Th>
              <Table.Th>{f('checkpointStandard')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CHECKPOINTS.map((checkpoint) => {
              const entry = checkpoints.find((candidate) => candidate.checkpoint === checkpoint);
              const name = CHECKPOINT_LABELS[checkpoint][language];
              return (
                <Table.Tr key={checkpoint}>
                  <Table.Td>
                    <Checkbox
                      label={name}
                      checked={entry !== undefined}
                      onChange={(event) =>
                        setCheckpoint(checkpoint, { available: event.currentTarget.checked })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Box maw={160}>
                      <NumberField
                        label={t('admin.customerEditor.fields.checkpointCostOf', { checkpoint: name })}
                        value={entry?.cost}
                        onChange={(cost) => setCheckpoint(checkpoint, { cost })}
                      />
                    </Box>
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      label={t('admin.customerEditor.fields.checkpointStandardOf', { checkpoint: name })}
                      checked={entry?.standardChecked ?? false}
                      disabled={entry === undefined}
                      onChange={(event) =>
                        setCheckpoint(checkpoint, { standardChecked: event.currentTarget.checked })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Section>

      <Section value="serviceCost">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {SERVICES.filter((service) => service !== 'BLANK').map((service) => (
            <NumberField
              key={service}
              label={SERVICE_LABELS[service][language]}
              decimals
              value={draft.serviceCost?.[service]}
              onChange={(cost) => {
                const { [service]: _old, ...rest } = draft.serviceCost ?? {};
                update({ serviceCost: cost === undefined ? rest : { ...rest, [service]: cost } });
              }}
            />
          ))}
        </SimpleGrid>
      </Section>

      <Section value="motivations">
        {MOTIVATION_THEMES.map((theme) => (
          <LongTextField
            key={theme}
            label={MOTIVATION_THEME_LABELS[theme][language]}
            value={motivations.find((motivation) => motivation.theme === theme)?.text}
            onChange={(text) =>
              update({
                custMotivations: [
                  ...motivations.filter((motivation) => motivation.theme !== theme),
                  { theme, text },
                ].sort((a, b) => MOTIVATION_THEMES.indexOf(a.theme) - MOTIVATION_THEMES.indexOf(b.theme)),
              })
            }
          />
        ))}
      </Section>

      <Section value="positionAnalysis">
        <LongTextField
          label={f('positionAnalysis')}
          value={draft.positionAnalysis}
          onChange={(positionAnalysis) => update({ positionAnalysis })}
          maxLength={CUSTOMER_LIMITS.positionAnalysis}
        />
      </Section>

      <Section value="screeningQuestions">
        <LinesField
          label={f('screeningQuestions')}
          description={f('onePerLine')}
          value={draft.screeningQuestions}
          onChange={(screeningQuestions) => update({ screeningQuestions })}
        />
      </Section>

      <Section value="notes">
        <LongTextField
          label={f('notes')}
          value={draft.notes}
          onChange={(notes) => update({ notes })}
          maxLength={CUSTOMER_LIMITS.notes}
        />
      </Section>
    </Accordion>
  );
};

/** The access list as the login-service tree (spec §6): SÄK holds Grundutredning and USÄK. */
const AccessTree = ({
  nodes,
  access,
  onChange,
  language,
}: {
  nodes: readonly LoginServiceNode[];
  access: readonly CustomerService[];
  onChange: (access: CustomerService[]) => void;
  language: 'sv' | 'en';
}) => (
  <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
    {nodes.map((node) => (
      <li key={node.service}>
        <Checkbox
          label={CUSTOMER_SERVICE_LABELS[node.service][language]}
          checked={access.includes(node.service)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...access, node.service]
                : access.filter((service) => service !== node.service),
            )
          }
        />
        {node.children.length > 0 && (
          <Box pl="xl" pt={6}>
            <AccessTree nodes={node.children} access={access} onChange={onChange} language={language} />
          </Box>
        )}
      </li>
    ))}
  </Stack>
);
