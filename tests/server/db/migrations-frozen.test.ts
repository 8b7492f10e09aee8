import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../src/server/db/migrate';

/**
 * A migration that has landed is frozen: databases in the field already ran it, so editing it
 * changes nothing for them and makes fresh databases differ from old ones. Change the schema with
 * a new migration instead. When a migration lands on main, its hash joins this list in the same
 * change; a hash that moves afterwards fails here.
 */
const LANDED: Record<string, string> = {
  '2026_11_22_1000_create_accounts.ts': '9471c6891f85b279733f430e8e860a9b2a3f6d77c22cd5462143b5bd3100d88c',
  '2026_11_23_1000_create_notifications.ts': '21309d3eef731886979fd1fc9a0261a88b7740de172b5feedc6047dd3f16f893',
  '2026_11_23_1100_directory.ts': '9ab15fb34dc1c0e58dc41b002bad0a983e93295f8b890a7bb0c34d44cad81933',
  '2026_11_23_1200_files_and_catalogues.ts': 'dd3bc3cdd7b21abdb3f41465b9dac17f4d611c9bbb41ea4832273c53d90cf818',
  '2026_11_23_1300_attendance.ts': 'db0d5fa8d4091d0ab67ac26763e3a5a2a5a5e605ed9f1dd2f69fdb274a15b1f9',
  '2026_11_23_1400_containers.ts': '5f0636db347a113dfe7f026fc0cfbfb297fe570c3bef1fe6dbf62f4623c8154e',
  '2026_11_23_1410_logistics.ts': '5741e9d245ddc130d291e0d2cdd56f85e61d2dca07f39229061f95488763188d',
  '2026_11_24_1000_per_company_roles.ts': '841b0526d7a0d0dcf869bc49e3c552c76200627e10179442089cd0261dc99ffa',
  '2026_11_24_1100_pending_registrations.ts': '3f43ef78f5bfdd05cf2665ca027caa734986df1aaa9960fdcb03ce8e380714a5',
  '2026_11_24_1100_search_term_clients.ts': 'c1fb0621c08adb884b3ffd758ac232df5daf28ecb50d2c80c21343d9efff4d1c',
  '2026_11_24_1200_catalogue_loads_and_contact_references.ts': 'efaf73ee258cb33d0a0f805b2e6b37d4b19fd02a2518e5ffb63352699b93a161',
  '2026_11_24_1540_one_running_import_per_company.ts': 'fba43b09ab17adf9abdf3a51024b4d899b1ea92919490c552949bb8f1e98e3a8',
  '2026_11_24_1800_employee_hire_date_and_ids.ts': 'e9208a7ce71ec2d03f0f27d874388808a7fd2be71468fc7a03045c66d15813e7',
  '2026_11_24_1850_unkeyed_punch_fingerprints.ts': 'ecdbdced745736e2e52c67c35138d10be2d1f278b8a8fc21abb3a90dd283c66e',
  '2026_11_24_1900_attendance_records_review.ts': '3532201f80f09ea6eaa4405c10736196a5143d723e319b435a4d5f1385dbadc8',
  '2026_11_25_0900_yard_blocks.ts': 'd2ddc031d97c7ec3e6e4521341b75d29d8c91b794f5e27c03a25eadc3ee695dc',
  '2026_11_25_1000_container_archive.ts': 'e850f64969a99b66be791c60c3ab07d2bd356b70def321dffd79d6b2fb1e443d',
  '2026_11_25_1100_clock_pairing_codes.ts': '0cc28290df565779166f50077b290873eadeacee44d93a3fb9672069e3207820',
  '2026_11_26_1000_parabus.ts': 'ccf3ffb2d89c3a2f4e660f2e4ff0a9b554b4c1dfc4933909d7189a4f8d007f8d',
  '2026_11_26_1400_unit_document_notices.ts': 'd6495cffe0212cfbd4aa88f20383193dc77df917886cd7c71321bd72fd1a119c',
  '2026_11_26_1500_session_recordings.ts': '8ecd37e3a96dd5374b2b300132f707d9e86e34802a49623e9722cd10ef6abe9c',
  '2026_11_27_0900_tracker_track_hours.ts': 'c84fea8c5bbc99a3c1d360d2465a6b207f227c240ffae3efbde3f58d7c805293',
  '2026_11_27_1000_support_tickets.ts': 'b2bbb3dd47c6c7d443158502fc50cf9fb2ad81a0c3787a04d8922ec83e12d36c',
  '2026_11_27_1100_ticket_sla_due.ts': '235dbe2c153be529d1df121522c14ede9c9cf56d99512a1255b33d920c1464dc',
  '2026_11_28_1000_service_orders.ts': 'f3ecac6dd3479dfd9037318cecbdf8c74ceda9fa34ae1f6bbdae664902bfd08a',
  '2026_11_28_1100_revision_orders.ts': '462bc7851e89e51ce9ced6464ee2c87f7515baff7fe03f75e7114d2dd0d8d3c6',
  '2026_11_28_1200_ticket_search_text.ts': '1d3ba18e5cb411b2762d147bbdaefd0b17709256b85112fcd47e9854a8ecc901',
  '2026_11_28_1210_ticket_sla_outcomes.ts': '6691969cc321a082f911015d9eab8ae1d8caeb0f18e506548a694c2347608c1d',
  '2026_11_28_1220_ticket_unassigned_index.ts': '4e157e516663823ccf57057f9bd3c87164738a1d40389804cb87d1a2f582640b',
  '2026_11_28_1300_revision_order_search_terms.ts': '918de0aa9f9df26ed2873ed101b7eb327d8364ba116f3accd90391d1639c0e2b',
  '2026_12_01_1000_job_board.ts': '27c0ede5b3d8c6878cdfcdc585f61cce83cf78655e04e7bf8719eb9dbee6bc8c',
  '2026_12_02_1000_job_letters.ts': '6f262e6bc40811e956342cb704fc441eda349dfb59297f890573253169ad39af',
  '2026_12_03_1000_vacancy_search_filters.ts': '7875a2b1cc2511bced81c60a1b6a54fac4832843f0b90c82aa1388744e15d6b1',
  '2026_12_03_1100_candidate_cv.ts': '2bdf299f809631f5f535887a74b6bdfa33cd5a1bf70acbd6b84af04d8e35c0bd',
  '2026_12_04_1000_interviews.ts': '7e99f0b963963c18e8d20e8c8b5a6033c812a297325881788a7219a5eff4e90b',
  '2026_12_04_1200_work_interviews.ts': '79510e38f49cd897dd726743ce912d6417f0e1cae8424076a3d4ad747faedb63',
  '2026_12_05_1000_wallet.ts': 'bd75bc33b651115a7b2c990fb51f50065ba98922bd515e4b719bd059288a7cf7',
  '2026_12_05_1100_digital_signatures.ts': 'f807710c63008bf33175facff3a7a86f063129f7d603e45135e35b0114836a8b',
  '2026_12_06_1000_billing.ts': 'e2bc9136ff4670748e282b2726247b2d1c38e2dbeea594eb05e6dd1675bef396',
  '2026_12_07_1000_tracker_notice_choices.ts': '50007a8891f638a55e541791c070584f0aa475582e4ed128177122730dae2b08',
  '2026_12_08_1000_ticket_search_term_status_number.ts': 'baf210018fe21400a982e3889f3c5ccc96a9801dd5cf48dcecea5fc397be547b',
};

const folder = path.resolve('src/server/db/migrations');
const files = readdirSync(folder).filter((file) => file.endsWith('.ts')).sort();
const sha256 = (file: string) => createHash('sha256').update(readFileSync(path.join(folder, file))).digest('hex');

describe('migrations are frozen in time', () => {
  it.each(Object.entries(LANDED))('%s is unchanged', (file, hash) => {
    expect(files).toContain(file);
    expect(sha256(file), `${file} was edited after it landed: add a new migration instead`).toBe(hash);
  });

  it('adds new migrations only after the landed ones', () => {
    const lastLanded = Object.keys(LANDED).sort().at(-1)!;
    for (const file of files.filter((name) => !(name in LANDED))) expect(file > lastLanded, `${file} sorts before ${lastLanded}`).toBe(true);
  });

  it('registers every migration file, and only those, in migrate.ts', () => {
    expect(Object.keys(MIGRATIONS).sort()).toEqual(files.map((file) => file.replace(/\.ts$/, '')));
  });
});
