// pages/apply/signature?id=: the applicant signs a filled contract by finger on a canvas (signature_pad:
// smooth strokes from touch, pen and mouse). The pad fills the screen's width and, turned sideways,
// its height; the strokes survive a rotation. Undo takes the last stroke, clear starts again.
// Strokes too small or too few to be a name are refused with why (utils/signature-ink.ts, issue 29);
// a signature is shown as the very PNG that will be sent, with 重新签名 and 确认提交, and only that
// submit sends it: up as a transparent PNG (retried), then it signs the contract.
import SignaturePad from 'signature_pad';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { showError, showToast } from '@/lib/ui/feedback';
import { useContract, useSignContract } from '../api/use-apply';
import { uploadWithRetry, useUploaderWhenIdle } from '../api/upload-photo';
import { judgeSignature } from '../utils/signature-ink';
import { contractLink } from '../utils/step-links';
import '../apply.css';

/** The canvas as a PNG file. */
function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'));
}

function Pad({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [strokes, setStrokes] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  // Why the strokes are not a signature yet; gone with the next stroke.
  const [refusal, setRefusal] = useState<string | null>(null);
  // The PNG the strokes make, shown before it is sent; null while the applicant draws.
  const [preview, setPreview] = useState<{ png: Blob; url: string } | null>(null);
  const sign = useSignContract();
  const submission = useOneAtATime();
  useUploaderWhenIdle();
  // The previewed picture, uploaded: sent again, it signs with the same URL (and so the same intent
  // and key, useSignContract); a new signature uploads a new one.
  const uploaded = useRef<string | null>(null);

  // The canvas drawn at the screen's pixel density and sized to its box; strokes kept on a resize.
  const fit = useCallback(() => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const { width, height } = canvas.getBoundingClientRect();
    if (!width || !height) return;
    const kept = pad.toData();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.fromData(kept);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      penColor: '#1a1a1a',
      minWidth: 1,
      maxWidth: 3.2,
    });
    padRef.current = pad;
    const counted = () => {
      uploaded.current = null;
      setRefusal(null);
      setStrokes(pad.toData().length);
    };
    pad.addEventListener('endStroke', counted);
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', counted);
      pad.off();
      padRef.current = null;
    };
  }, [fit]);

  // The preview's object URL lives as long as the preview.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    uploaded.current = null;
    setRefusal(null);
    setStrokes(data.length);
  };
  const clear = () => {
    padRef.current?.clear();
    uploaded.current = null;
    setRefusal(null);
    setStrokes(0);
  };

  // The pad's confirmation: a signature is shown as its PNG; anything less says why and sends nothing.
  const review = () =>
    void submission.run(async () => {
      const pad = padRef.current;
      const canvas = canvasRef.current;
      if (!pad || !canvas || pad.isEmpty()) {
        void showToast(t('signature.empty'));
        return false;
      }
      const { width, height } = canvas.getBoundingClientRect();
      const verdict = judgeSignature(pad.toData(), { width, height });
      if (verdict !== 'ok') {
        setRefusal(t(verdict === 'thin' ? 'signature.tooThin' : 'signature.tooSmall'));
        return false;
      }
      try {
        const png = await canvasToPng(canvas);
        uploaded.current = null;
        setPreview({ png, url: URL.createObjectURL(png) });
      } catch (error) {
        void showError(error);
      }
      return false;
    });

  // 重新签名: back to an empty pad.
  const redo = () => {
    setPreview(null);
    clear();
  };

  // 确认提交: the previewed PNG, and only it, goes up and signs.
  const submit = () =>
    void submission.run(async () => {
      if (!preview) return false;
      try {
        // The uploaded signature is kept: a retry signs with the same picture, and so the same key.
        if (!uploaded.current) {
          setProgress(0);
          uploaded.current = await uploadWithRetry(preview.png, { fileName: `signature-${id}.png`, suffix: 'png', onProgress: setProgress });
        }
        await sign.mutateAsync({ id, signature: uploaded.current });
      } catch (error) {
        // The preview stays: the applicant sends it again.
        void showError(error);
        return false;
      } finally {
        setProgress(null);
      }
      void showToast(t('signature.signed'), 'success');
      navigate(paths.applyProcess, { replace: true });
      return true;
    });

  return (
    <div className="apply-signature">
      <p className="apply-muted apply-signature__hint">{t(preview ? 'signature.previewHint' : 'signature.hint', { title })}</p>
      {/* Hidden, not unmounted, under the preview: signature_pad stays bound to this canvas. */}
      <canvas ref={canvasRef} className="apply-signature__pad" role="img" aria-label={t('signature.pad')} hidden={preview !== null} />
      {preview && <img src={preview.url} alt={t('signature.preview')} className="apply-signature__preview" />}
      {refusal && (
        <p role="alert" className="apply-signature__refusal">
          {refusal}
        </p>
      )}
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={t('signature.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="apply-photos__progress"
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      )}
      {preview ? (
        <div className="apply-signature__actions apply-signature__actions--preview">
          <button type="button" className="app-button apply-button-secondary" onClick={redo} disabled={submission.running}>
            {t('signature.redo')}
          </button>
          <button type="button" className="app-button app-button--primary" onClick={submit} disabled={submission.running}>
            {submission.running ? t('actions.sending') : t('signature.submit')}
          </button>
        </div>
      ) : (
        <div className="apply-signature__actions">
          <button type="button" className="app-button apply-button-secondary" onClick={undo} disabled={strokes === 0 || submission.running}>
            {t('signature.undo')}
          </button>
          <button type="button" className="app-button apply-button-secondary" onClick={clear} disabled={strokes === 0 || submission.running}>
            {t('signature.clear')}
          </button>
          <button type="button" className="app-button app-button--primary" onClick={review} disabled={strokes === 0 || submission.running}>
            {t('signature.review')}
          </button>
        </div>
      )}
    </div>
  );
}

export function SignatureScreen() {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const contract = useContract(id);
  // Only a filled contract is signed here: one signed already, or not filled yet, says so.
  const body = !id ? (
    <EmptyState title={t('contract.missingId')} />
  ) : (
    <QueryState
      query={contract}
      empty={(c) => c.status !== 'filled'}
      emptyTitle={contract.data?.status === 'signed' ? t('signature.already') : t('signature.notFilled')}
    >
      {(c) => <Pad id={id} title={c.title} />}
    </QueryState>
  );
  return (
    <StackPage title={t('signature.title')} backTo={id ? contractLink('applyContractDetail', id) : paths.applyContractList} className="apply-signature-page">
      {body}
    </StackPage>
  );
}
