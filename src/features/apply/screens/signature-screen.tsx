// pages/apply/signature?id=: the applicant signs a filled contract by finger on a canvas (signature_pad:
// smooth strokes from touch, pen and mouse). The pad fills the screen's width and, turned sideways,
// its height; the strokes survive a rotation. Undo takes the last stroke, clear starts again. The
// signature goes up as a transparent PNG (retried), then signs the contract.
import SignaturePad from 'signature_pad';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { showError, showToast } from '@/lib/ui/feedback';
import { useContract, useSignContract } from '../api/use-apply';
import { uploadWithRetry, useUploaderWhenIdle } from '../api/upload-photo';
import { contractLink } from '../utils/step-links';
import '../apply.css';

/** The canvas as a PNG file. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'));
}

function Pad({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [strokes, setStrokes] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const sign = useSignContract();
  const submission = useOneAtATime();
  useUploaderWhenIdle();
  // The strokes' uploaded picture: the same strokes sent again sign with it (and so the same intent
  // and key, useSignContract); new strokes upload a new one.
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

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    uploaded.current = null;
    setStrokes(data.length);
  };
  const clear = () => {
    padRef.current?.clear();
    uploaded.current = null;
    setStrokes(0);
  };

  const submit = () =>
    void submission.run(async () => {
      const pad = padRef.current;
      const canvas = canvasRef.current;
      if (!pad || !canvas || pad.isEmpty()) {
        void showToast(t('signature.empty'));
        return false;
      }
      try {
        // The uploaded signature is kept: a retry signs with the same picture, and so the same key.
        if (!uploaded.current) {
          setProgress(0);
          uploaded.current = await uploadWithRetry(await canvasToPng(canvas), { fileName: `signature-${id}.png`, suffix: 'png', onProgress: setProgress });
        }
        await sign.mutateAsync({ id, signature: uploaded.current });
      } catch (error) {
        // The strokes stay on the pad: the applicant sends them again.
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
      <p className="apply-muted apply-signature__hint">{t('signature.hint', { title })}</p>
      <canvas ref={canvasRef} className="apply-signature__pad" role="img" aria-label={t('signature.pad')} />
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
      <div className="apply-signature__actions">
        <button type="button" className="app-button apply-button-secondary" onClick={undo} disabled={strokes === 0 || submission.running}>
          {t('signature.undo')}
        </button>
        <button type="button" className="app-button apply-button-secondary" onClick={clear} disabled={strokes === 0 || submission.running}>
          {t('signature.clear')}
        </button>
        <button type="button" className="app-button app-button--primary" onClick={submit} disabled={strokes === 0 || submission.running}>
          {submission.running ? t('actions.sending') : t('signature.submit')}
        </button>
      </div>
    </div>
  );
}

export function SignatureScreen() {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const contract = useContract(id);
  let body;
  if (!id) body = <EmptyState title={t('contract.missingId')} />;
  else if (contract.isPending) body = <LoadingBlock />;
  else if (contract.isError) body = <ErrorState error={contract.error} onRetry={() => void contract.refetch()} />;
  else if (contract.data.status === 'signed') body = <EmptyState title={t('signature.already')} />;
  else if (contract.data.status !== 'filled') body = <EmptyState title={t('signature.notFilled')} />;
  else body = <Pad id={id} title={contract.data.title} />;
  return (
    <StackPage title={t('signature.title')} backTo={id ? contractLink('applyContractDetail', id) : paths.applyContractList} className="apply-signature-page">
      {body}
    </StackPage>
  );
}
