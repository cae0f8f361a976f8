import { InstallType, type GoodsKindInfo, UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PROTOCOL_PATH } from '../../../lib/config.ts';
import { SizedImage } from '../../../ui/sized-image.tsx';
import type { ProductDetail } from '../api/get-goods-detail.ts';
import styles from './product-kind-info.module.css';

/** §9 identification types: how the bought goods finds the car or account it is for. */
const identification: Record<number, string> = {
  1: '按车架号(VIN)开通',
  2: '按车机 ICCID 开通',
  3: '开通至车辆智驾账户',
};

/** The kind facts that matter before buying (§2, §3): fit models, installation, validity, VIN, identification. */
export function KindNotes({ detail }: { detail: ProductDetail }) {
  const info = detail.kindInfo;
  const notes: string[] = [];
  if (detail.installType === InstallType.install) notes.push(detail.costFree ? '含安装服务,免安装费' : '需安装,安装服务另行预约');
  else if (detail.costFree) notes.push(UiText.freeShipping);
  if (info) {
    if (info.installHours > 0) notes.push(`安装约${info.installHours}小时`);
    if (info.validDays > 0) notes.push(`开通后${info.validDays}天内有效`);
    if (info.needVin) notes.push('购买需填写车架号(VIN)');
    const how = info.identificationType !== null ? identification[info.identificationType] : undefined;
    if (how) notes.push(how);
  }
  const fit = info?.fitModels ?? [];
  if (notes.length === 0 && fit.length === 0) return null;
  return (
    <div className={styles.notes}>
      {fit.length > 0 ? (
        <p className={styles.fit}>
          <span className={styles.label}>适用车型</span>
          {fit.map((model) => (
            <span key={model} className={styles.model}>
              {model}
            </span>
          ))}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul className={styles.list}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What only some kinds have: a sound to hear, a wallpaper to see, a face value, an agreement. */
export function KindExtra({ detail, intellectProtocolPath }: { detail: ProductDetail; intellectProtocolPath: string }) {
  const info = detail.kindInfo;
  if (!info) return null;
  const parts = [];
  if (info.faceValue > 0) {
    parts.push(
      <p key="face" className={styles.face}>
        面值 <strong>¥{formatMoney(info.faceValue)}</strong>
      </p>,
    );
  }
  if (info.previewUrl && info.virtualType === 6) parts.push(<SoundPreview key="sound" src={info.previewUrl} />);
  if (info.previewUrl && info.virtualType === 7) {
    parts.push(
      <figure key="wallpaper" className={styles.wallpaper}>
        <SizedImage src={info.previewUrl} alt="壁纸预览" cssWidth={160} width={160} height={284} />
        <figcaption>壁纸预览</figcaption>
      </figure>,
    );
  }
  const agreement = agreementLink(info, intellectProtocolPath);
  if (agreement) {
    parts.push(
      <Link key="agreement" className={styles.agreement} to={agreement.to}>
        {agreement.text}
      </Link>,
    );
  }
  if (parts.length === 0) return null;
  return <div className={styles.extra}>{parts}</div>;
}

function agreementLink(info: GoodsKindInfo, intellectProtocolPath: string): { to: string; text: string } | null {
  if (info.agreementType === 'digitalKey') return { to: `${PROTOCOL_PATH}?type=digitalKey`, text: '《数字钥匙服务协议》' };
  if (info.agreementType === 'intellect') return { to: intellectProtocolPath, text: '《智能服务协议》' };
  return null;
}

function SoundPreview({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = (): void => {
    const el = audio.current;
    if (!el) return;
    if (playing) {
      el.pause();
      return;
    }
    void el.play().catch(() => setPlaying(false));
  };
  return (
    <div className={styles.sound}>
      <button type="button" className={styles.play} onClick={toggle} aria-pressed={playing}>
        {playing ? '暂停试听' : '▶ 试听音效'}
      </button>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </div>
  );
}

/** The intellect ads page (§2 intellect/ads-product): its banner pictures and title above the detail. */
export function AdsBanner({ title, pictures }: { title: string; pictures: string[] }) {
  return (
    <section className={styles.ads} aria-label={UiText.activity}>
      <h2 className={styles.adsTitle}>{title}</h2>
      {pictures.map((src) => (
        <SizedImage key={src} src={src} alt={title} cssWidth={366} width={366} height={190} className={styles.adsPicture} />
      ))}
    </section>
  );
}
